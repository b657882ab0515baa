import { mitti } from '@mitti/eslint-config';

export default mitti({ name: 'ui', dirname: import.meta.dirname, react: true });
