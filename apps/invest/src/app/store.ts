import { createAppStore } from '@mitti/auth/app-store';

export const store = createAppStore();
