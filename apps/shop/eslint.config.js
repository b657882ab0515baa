import { mitti } from '@mitti/eslint-config';

export default mitti({ name: 'shop', dirname: import.meta.dirname, react: true });
