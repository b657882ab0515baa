import Box from '@mui/material/Box';
import { Footer } from '@mitti/auth/footer';
import { Header } from '@mitti/auth/header';
import { Loader } from '@mitti/ui/loader';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useDocumentTitle } from './route-title';

/** The site shell shared by every page: header, the page, footer. */
export function Layout() {
  useDocumentTitle();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Header app="invest" />
      <Box component="main" sx={{ flex: 1 }}>
        <Suspense fallback={<Loader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer app="invest" />
      <ScrollRestoration />
    </Box>
  );
}
