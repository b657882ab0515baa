import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { OperatorsOnly } from '@mitti/auth/operators-only';
import { useOperatorAccount } from '@mitti/auth/use-operator-account';
import { Loader } from '@mitti/ui/loader';
import { FulfilmentPage } from './fulfilment-page';

/**
 * /shop/admin/orders (inside RequireAuth): operators get fulfilment; anyone else is told it is for
 * operators, and no admin call is made for them.
 */
export function AdminOrdersPage() {
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
  if (profile.role !== 'admin') return <OperatorsOnly app="shop" />;
  return <FulfilmentPage />;
}
