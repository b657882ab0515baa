import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import type { AppName } from './app-link';

/** The way back to the app's front page ('/' of the router: / or /shop/). */
export function HomeButton({ app }: { app: AppName }) {
  return (
    <Button component={RouterLink} to="/" variant="contained">
      {app === 'shop' ? 'Back to the shop' : 'Back to home'}
    </Button>
  );
}
