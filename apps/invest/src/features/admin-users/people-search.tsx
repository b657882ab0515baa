import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAdminUsersQuery } from '@mitti/api-client/admin-user-endpoints';
import { failureMessage } from '@mitti/api-client/api-failure';
import type { AdminUsersResponse } from '@mitti/domain/admin-users';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AccountChips } from './account-chips';

type RoleFilter = '' | 'user' | 'admin';

/**
 * /admin/users: find an account by name, email or phone, a page at a time; the query is kept in
 * the URL.
 */
export function PeopleSearch() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const role = (params.get('role') ?? '') as RoleFilter;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  const query = useAdminUsersQuery({ search, role: role || undefined, page });

  const update = (next: { search?: string; role?: RoleFilter; page?: number }) => {
    const values = { search, role, page: 1, ...next };
    const updated = new URLSearchParams();
    if (values.search) updated.set('search', values.search);
    if (values.role) updated.set('role', values.role);
    if (values.page > 1) updated.set('page', String(values.page));
    setParams(updated, { replace: true });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ search: typed.trim() });
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 2 }}>
      <Box>
        <Link component={RouterLink} to="/admin">
          Back to operations
        </Link>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mt: 1 }}>
          People
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          Find an account to see its activity, make or remove an operator, verify a farmer or
          disable an account.
        </Typography>
      </Box>
      <Box
        component="form"
        role="search"
        aria-label="Find people"
        onSubmit={submit}
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) 160px auto' },
          alignItems: 'center',
        }}
      >
        <TextField
          label="Name, email or phone"
          type="search"
          size="small"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          select
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          label="Role"
          size="small"
          value={role}
          onChange={(event) =>
            update({ search: typed.trim(), role: event.target.value as RoleFilter })
          }
        >
          <MenuItem value="">Everyone</MenuItem>
          <MenuItem value="admin">Operators</MenuItem>
          <MenuItem value="user">Not operators</MenuItem>
        </TextField>
        <Button type="submit" variant="contained">
          Search
        </Button>
      </Box>
      <Results query={query} page={page} onPage={(next) => update({ page: next })} />
    </Container>
  );
}

interface ResultsProps {
  query: {
    data?: AdminUsersResponse;
    error?: unknown;
    isLoading: boolean;
    isFetching: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  page: number;
  onPage: (page: number) => void;
}

function Results({ query, page, onPage }: ResultsProps) {
  if (query.isLoading || (query.isFetching && query.isError)) {
    return (
      <Box role="status" aria-label="Loading people" sx={{ display: 'grid', gap: 1 }}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={72} />
        ))}
      </Box>
    );
  }
  if (query.isError || !query.data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        {failureMessage(query.error, 'Could not load the accounts.')}
      </Alert>
    );
  }
  const { users, total, limit } = query.data;
  if (users.length === 0) {
    return <Alert severity="info">No account matches this search.</Alert>;
  }
  const pages = Math.ceil(total / limit);
  return (
    <>
      <Typography sx={{ color: 'text.secondary' }} aria-live="polite">
        {total === 1 ? '1 account' : `${total} accounts`}
      </Typography>
      <Box
        component="ul"
        aria-label="People"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
      >
        {users.map((user) => (
          <li key={user._id}>
            <Card>
              <CardActionArea component={RouterLink} to={`/admin/users/${user._id}`}>
                <CardContent
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    justifyContent: 'space-between',
                    alignItems: 'center',
                    gap: 1,
                  }}
                >
                  <Box sx={{ minWidth: 0 }}>
                    <Typography component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                      {user.name}
                    </Typography>
                    <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                      {user.email}
                    </Typography>
                  </Box>
                  <AccountChips user={user} />
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_event, next) => onPage(next)}
          aria-label="People pages"
        />
      )}
    </>
  );
}
