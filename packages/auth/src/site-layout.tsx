import Box from '@mui/material/Box';
import { Loader } from '@mitti/ui/loader';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import type { AppName } from './app-link';
import { Footer } from './footer';
import { Header } from './header';
import { useDocumentTitle } from './route-title';

/** The site shell of every page of both apps: header, the page, footer. */
export function SiteLayout({ app }: { app: AppName }) {
  useDocumentTitle(app);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Header app={app} />
      <Box component="main" sx={{ flex: 1 }}>
        <Suspense fallback={<Loader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer app={app} />
      <ScrollRestoration />
    </Box>
  );
}
