import Button from '@mui/material/Button';
import { ComingSoon } from '@mitti/ui/coming-soon';
import { Link as RouterLink } from 'react-router-dom';
import { useRouteTitle } from './route-title';

/** A route whose screen comes in a later issue: its own heading and a way back home. */
export function ComingSoonPage() {
  return (
    <ComingSoon
      title={useRouteTitle() ?? 'Mitti Invest'}
      homeLink={
        <Button component={RouterLink} to="/" variant="contained">
          Back to home
        </Button>
      }
    />
  );
}
