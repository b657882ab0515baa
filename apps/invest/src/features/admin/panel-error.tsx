import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { failureMessage } from '@mitti/api-client/api-failure';

export interface PanelErrorProps {
  error: unknown;
  /** Shown when the server gave no message. */
  fallback: string;
  onRetry: () => void;
}

/** A tab whose data could not be loaded: the reason and a way to try again. */
export function PanelError({ error, fallback, onRetry }: PanelErrorProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {failureMessage(error, fallback)}
    </Alert>
  );
}
