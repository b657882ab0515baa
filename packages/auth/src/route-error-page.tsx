import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router';
import type { AppName } from './app-link';
import { HomeButton } from './home-button';
import { MessagePage } from './message-page';
import { OfflinePage } from './offline-page';

const RELOADED_KEY = 'mitti:reloaded-for';

/**
 * A page's code that no longer exists on the server: the site was deployed since this tab loaded it
 * (Chrome, Firefox and Safari word it differently).
 */
export function isStaleCodeError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/**
 * Every route's error element: a page whose code is stale after a deploy reloads once to get the new
 * code; any other error shows a friendly page with a way back instead of a blank screen. Offline, code
 * that could not be fetched is no sign of a deploy: the page says so and tries again, without reloading.
 */
export function RouteErrorPage({ app }: { app: AppName }) {
  const error = useRouteError();
  const { pathname } = useLocation();
  const stale = isStaleCodeError(error);
  const offline = stale && !navigator.onLine;
  const reload = stale && !offline && sessionStorage.getItem(RELOADED_KEY) !== pathname;

  useEffect(() => {
    if (reload) {
      sessionStorage.setItem(RELOADED_KEY, pathname);
      window.location.reload();
    } else {
      console.error(error);
    }
  }, [reload, pathname, error]);

  if (reload) return null;
  if (offline) return <OfflinePage app={app} />;
  return (
    <MessagePage
      icon={<ErrorOutline aria-hidden />}
      iconColor="error.main"
      title="Something went wrong"
      text="This page could not be shown. Please try again, or go back to where you were."
    >
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => window.location.reload()}>
          Try again
        </Button>
        <HomeButton app={app} />
      </Box>
    </MessagePage>
  );
}
