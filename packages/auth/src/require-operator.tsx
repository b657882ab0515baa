import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Loader } from '@mitti/ui/loader';
import type { ReactNode } from 'react';
import type { AppName } from './app-link';
import { OperatorsOnly } from './operators-only';
import { useOperatorAccount } from './use-operator-account';

export interface RequireOperatorProps {
  app: AppName;
  children: ReactNode;
}

/**
 * Guards the operators' pages (/admin, /shop/admin/orders) inside RequireAuth: an admin gets them;
 * anyone else is told they are for operators, and the page (with its admin calls) never renders.
 */
export function RequireOperator({ app, children }: RequireOperatorProps) {
  const { profile, failed, retry } = useOperatorAccount();

  if (!profile) {
    if (!failed) return <Loader />;
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Try again
            </Button>
          }
        >
          Could not check your account. Please try again.
        </Alert>
      </Container>
    );
  }
  if (profile.role !== 'admin') return <OperatorsOnly app={app} />;
  return children;
}
