import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useAdminUserQuery } from '@mitti/api-client/admin-user-endpoints';
import { failureMessage } from '@mitti/api-client/api-failure';
import type { AdminUserDetail } from '@mitti/domain/admin-users';
import { DateText } from '@mitti/ui/date-text';
import { Link as RouterLink, useParams } from 'react-router';
import { AccountChips } from './account-chips';
import { PersonActions } from './person-actions';
import { PersonActivity } from './person-activity';

/** The farmer's verification requests, newest first, with the team's reasons. */
function VerificationHistory({ user }: { user: AdminUserDetail }) {
  return (
    <Card component="section" aria-labelledby="person-verification">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography id="person-verification" variant="h6" component="h2">
          Verification
        </Typography>
        <Typography>{user.verified ? 'A verified farmer.' : 'Not a verified farmer.'}</Typography>
        {user.verificationRequests.length > 0 && (
          <Box
            component="ul"
            sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5, overflowWrap: 'anywhere' }}
          >
            {user.verificationRequests.map((request) => (
              <li key={request._id}>
                {request.status} · <DateText iso={request.decidedAt ?? request.createdAt} />
                {request.reason && (
                  <Typography component="span" sx={{ color: 'text.secondary' }}>
                    {' '}
                    · {request.reason}
                  </Typography>
                )}
              </li>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** /admin/users/:id: the account, what the operator may change of it, and its activity. */
export function PersonPage() {
  const { id = '' } = useParams();
  const query = useAdminUserQuery(id);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 2 }}>
      <Link component={RouterLink} to="/admin/users">
        Back to people
      </Link>
      {query.isLoading ? (
        <Box role="status" aria-label="Loading the account" sx={{ display: 'grid', gap: 1 }}>
          <Skeleton width="60%" height={48} />
          <Skeleton variant="rounded" height={160} />
        </Box>
      ) : query.isError || !query.data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        >
          {failureMessage(query.error, 'Could not load the account.')}
        </Alert>
      ) : (
        <Person user={query.data} />
      )}
    </Container>
  );
}

function Person({ user }: { user: AdminUserDetail }) {
  return (
    <>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, overflowWrap: 'anywhere' }}
        >
          {user.name}
        </Typography>
        <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {user.email}
          {user.phone ? ` · ${user.phone}` : ''} · joined <DateText iso={user.createdAt} />
          {user.emailConfirmed ? '' : ' · email not confirmed'}
        </Typography>
        <AccountChips user={user} />
        {user.disabledAt && (
          <Alert severity="warning">
            Disabled on <DateText iso={user.disabledAt} />: this account cannot sign in and its
            campaigns are hidden.
          </Alert>
        )}
      </Box>
      <PersonActions user={user} />
      <VerificationHistory user={user} />
      <PersonActivity user={user} />
    </>
  );
}
