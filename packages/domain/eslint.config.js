import { mitti } from '@mitti/eslint-config';

export default mitti({ name: 'domain', dirname: import.meta.dirname, react: false });
