import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { AdminUserSummary } from '@mitti/domain/admin-users';

/** What kind of account it is: operator, verified farmer, disabled. */
export function AccountChips({ user }: { user: AdminUserSummary }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {user.role === 'admin' && <Chip size="small" color="primary" label="Operator" />}
      {user.verified && <Chip size="small" color="success" label="Verified farmer" />}
      {user.disabledAt && <Chip size="small" color="error" label="Disabled" />}
    </Box>
  );
}
