import { mitti } from '@mitti/eslint-config';

export default mitti({ name: 'e2e', dirname: import.meta.dirname });
