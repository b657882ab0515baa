import WifiOff from '@mui/icons-material/WifiOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import type { AppName } from './app-link';
import { HomeButton } from './home-button';
import { MessagePage } from './message-page';

/**
 * A page whose code could not be fetched because the device is offline. Trying again asks the router
 * to load the page once more (a reload would only reach the browser's offline page), and the page
 * tries by itself when the connection comes back.
 */
export function OfflinePage({ app }: { app: AppName }) {
  const { revalidate } = useRevalidator();

  useEffect(() => {
    const retry = () => void revalidate();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [revalidate]);

  return (
    <MessagePage
      icon={<WifiOff aria-hidden />}
      iconColor="text.secondary"
      title="You are offline"
      text="This page could not be loaded. Please try again once you are connected."
    >
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => void revalidate()}>
          Try again
        </Button>
        <HomeButton app={app} />
      </Box>
    </MessagePage>
  );
}
