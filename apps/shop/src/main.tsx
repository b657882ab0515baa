import { startApp } from '@mitti/auth/start-app';
import { createRoutes } from '@/app/routes';
import { store } from '@/app/store';

void startApp({ app: 'shop', createRoutes, store });
