import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@mitti/auth/app-providers';
import { AppRoutes } from '@mitti/auth/app-routes';
import { store } from '@/app/store';
import { routes } from '@/app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders store={store}>
      <BrowserRouter basename="/shop">
        <AppRoutes app="shop" routes={routes} />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
