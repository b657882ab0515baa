import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import { useDeleteAccount } from '@mitti/auth/use-delete-account';
import { ACCOUNT_DELETION_WAITS } from '@mitti/domain/account-deletion';
import type { UserProfile } from '@mitti/domain/user';
import { useState } from 'react';
import { DeleteAccountDialog } from './delete-account-dialog';
import { DownloadMyData } from './download-my-data';

/** 'Your data': a copy of it to take away, and the deletion of the account (India's DPDP Act). */
export function YourDataSection({ profile }: { profile: UserProfile }) {
  const deleteAccount = useDeleteAccount('invest');
  const [deleting, setDeleting] = useState(false);
  return (
    <Box component="section" aria-labelledby="your-data-heading" sx={{ mt: 5 }}>
      <Typography id="your-data-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
        Your data
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Card>
          <CardContent sx={{ p: 3 }}>
            <DownloadMyData />
          </CardContent>
        </Card>
        <Card>
          <CardContent
            sx={{
              p: 3,
              display: 'flex',
              flexDirection: 'column',
              gap: 2,
              alignItems: 'flex-start',
            }}
          >
            <Typography sx={{ color: 'text.secondary' }}>
              Delete your account and the personal data that goes with it. Records of money are kept
              without your name. {ACCOUNT_DELETION_WAITS}
            </Typography>
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteForeverOutlined />}
              onClick={() => setDeleting(true)}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              Delete my account
            </Button>
          </CardContent>
        </Card>
      </Box>
      {deleting && (
        <DeleteAccountDialog
          hasPassword={profile.hasPassword !== false}
          onDelete={deleteAccount}
          onClose={() => setDeleting(false)}
        />
      )}
    </Box>
  );
}
