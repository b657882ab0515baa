import { startApp } from '@mitti/auth/start-app';
import { prefetchFirstPage } from '@/app/prefetch-first-page';
import { routes } from '@/app/router';
import { store } from '@/app/store';

void startApp({ app: 'invest', routes, store, prefetchFirstPage });
