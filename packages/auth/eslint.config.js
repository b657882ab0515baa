import { mitti } from '@mitti/eslint-config';

export default mitti({ name: 'auth', dirname: import.meta.dirname, react: true });
