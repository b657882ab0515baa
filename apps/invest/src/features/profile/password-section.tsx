import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { UserProfile } from '@mitti/domain/user';
import { ChangePasswordForm } from './change-password-form';
import { SignOutEverywhere } from './sign-out-everywhere';

/** The account's password and its sign-ins on other devices. */
export function PasswordSection({ profile }: { profile: UserProfile }) {
  return (
    <Box component="section" aria-labelledby="password-heading" sx={{ mt: 5 }}>
      <Typography id="password-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
        Password
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
            {profile.hasPassword === false ? (
              <Typography sx={{ color: 'text.secondary' }}>
                You sign in with Google, so your account has no Mitti password to change.
              </Typography>
            ) : (
              <ChangePasswordForm />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardContent sx={{ p: 3 }}>
            <SignOutEverywhere />
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
