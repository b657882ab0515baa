import { failureMessage } from '@mitti/api-client/api-failure';
import { useForgotPasswordMutation } from '@mitti/api-client/auth-endpoints';
import { forgotPasswordSchema } from '@mitti/domain/auth-schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import type { AppName } from './app-link';
import { AppLink } from './app-link';
import { AuthCard } from './auth-card';
import { EmailField } from './email-field';

export const RESET_LINK_SENT =
  'If an account exists for that email, we have sent a link to reset its password.';

/** /forgot-password: asks for the reset link; the answer never tells whether the account exists. */
export function ForgotPasswordPage({ app = 'invest' }: { app?: AppName }) {
  const [forgotPassword] = useForgotPasswordMutation();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The form goes once the link is sent: the message in its place takes the focus.
  const sentMessage = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) sentMessage.current?.focus();
  }, [sent]);

  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await forgotPassword(forgotPasswordSchema.cast(values)).unwrap();
        setSent(true);
      } catch (error) {
        setFailure(failureMessage(error, 'Could not send the link. Please try again.'));
      }
    },
  });
  const { isSubmitting } = formik;

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="We will email you a link to choose a new one."
    >
      <Stack spacing={2}>
        {sent ? (
          <Alert ref={sentMessage} tabIndex={-1} severity="success">
            {RESET_LINK_SENT}
          </Alert>
        ) : (
          <Box component="form" noValidate onSubmit={formik.handleSubmit}>
            <Stack spacing={2}>
              {failure && <Alert severity="error">{failure}</Alert>}
              <EmailField id="forgot-email" form={formik} />
              <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
                Send the link
              </Button>
            </Stack>
          </Box>
        )}
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          <Link component={AppLink} app={app} to="/login">
            Back to sign in
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
