import { mitti } from '@mitti/eslint-config';

export default mitti({ name: 'api', dirname: import.meta.dirname, react: false });
