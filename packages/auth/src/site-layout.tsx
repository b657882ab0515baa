import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { keyframes } from '@mui/material/styles';
import { Loader } from '@mitti/ui/loader';
import { Suspense, lazy, useEffect, useRef, type ComponentType } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import type { AppName } from './app-link';
import { Header } from './header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import { AccountSync } from './account-sync';
import { useDocumentTitle } from './use-document-title';

// Below the page, so it can come a moment later and stay off the first visit's critical path. If
// its code cannot be fetched (offline) the page goes without it rather than breaking the shell.
const Footer = lazy<ComponentType<{ app: AppName }>>(() =>
  import('./footer')
    .then((module) => ({ default: module.Footer }))
    .catch(() => ({ default: () => null })),
);

/**
 * Marks the document (`<html data-app-ready>`) once the first page is the app's: rendered, or taken
 * over from the server. Until then a server-drawn page shows but does not answer yet; the browser
 * journeys wait for the mark before they act.
 */
function AppReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}

const appear = keyframes`from { visibility: hidden; } to { visibility: visible; }`;

/**
 * While the next page's code or data loads, a thin bar at the top of the window. It shows only after
 * 400 ms (a CSS delay: no timer), so a quick move does not flash it.
 */
function PageLoadingBar() {
  return (
    <LinearProgress
      aria-label="Loading page"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        height: 4,
        borderRadius: 0,
        '& .MuiLinearProgress-bar': { borderRadius: 0 },
        animation: `${appear} 0s 400ms both`,
      }}
    />
  );
}

/** The site shell of every page of both apps: header, the page, footer. */
export function SiteLayout({ app }: { app: AppName }) {
  useDocumentTitle(app);
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  const loading = useNavigation().state === 'loading';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      {loading && <PageLoadingBar />}
      <SkipLink />
      <Header app={app} />
      {/* At least a screen tall, so the footer starts below the fold and nothing in view moves when
          the page replaces the loader or the footer arrives (Lighthouse saw a 0.85 layout shift). */}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        ref={main}
        tabIndex={-1}
        aria-busy={loading || undefined}
        sx={{ flex: 1, minHeight: '100vh', '&:focus': { outline: 'none' } }}
      >
        <Suspense fallback={<Loader />}>
          <Outlet />
          <AppReadyMark />
          {/* Inside the page's boundary, so a sign-out that forgets the API's answers waits for the
              page to be taken over from the server: a page hydrated after its data was dropped
              would not match the server's HTML (React error #418). */}
          <AccountSync app={app} />
        </Suspense>
      </Box>
      <Suspense fallback={null}>
        <Footer app={app} />
      </Suspense>
      <ScrollRestoration />
    </Box>
  );
}
