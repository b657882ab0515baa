import { mitti } from '@mitti/eslint-config';

export default mitti({ name: 'storybook', dirname: import.meta.dirname, react: true });
