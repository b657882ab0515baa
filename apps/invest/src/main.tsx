import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@mitti/auth/app-providers';
import { AppRoutes } from '@mitti/auth/app-routes';
import { prefetchFirstPage } from '@/app/prefetch-first-page';
import { store } from '@/app/store';
import { routes } from '@/app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

prefetchFirstPage(store, window.location.pathname);

// As a transition the first render is cut into short slices the browser can answer input between
// (one long task otherwise: Lighthouse's Total Blocking Time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <AppRoutes app="invest" routes={routes} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});
