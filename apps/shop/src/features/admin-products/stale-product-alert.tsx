import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';

export interface StaleProductAlertProps {
  /** The server's words: the product changed since the editor loaded it. */
  message: string;
  reloading: boolean;
  onReload: () => void;
  buttonRef: Ref<HTMLButtonElement>;
}

/** A save refused because the editor's product is out of date, and the way to the latest one. */
export function StaleProductAlert({
  message,
  reloading,
  onReload,
  buttonRef,
}: StaleProductAlertProps) {
  return (
    <Alert severity="warning" role="alert">
      <Typography variant="body2">{message}</Typography>
      <Button
        ref={buttonRef}
        variant="contained"
        color="warning"
        size="small"
        onClick={onReload}
        disabled={reloading}
        startIcon={
          reloading ? <CircularProgress size={16} color="inherit" aria-hidden /> : <Refresh />
        }
        sx={{ mt: 1.5 }}
      >
        Reload
      </Button>
    </Alert>
  );
}
