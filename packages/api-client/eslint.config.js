import { mitti } from '@mitti/eslint-config';

export default mitti({ name: 'api-client', dirname: import.meta.dirname, react: true });
