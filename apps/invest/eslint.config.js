import { mitti } from '@mitti/eslint-config';

export default mitti({ name: 'invest', dirname: import.meta.dirname, react: true });
