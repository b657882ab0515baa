import type { ApiFailure } from '@mitti/api-client/api-failure';
import { fieldFailure, failureMessage } from '@mitti/api-client/api-failure';
import { useCheckResetLinkQuery, useResetPasswordMutation } from '@mitti/api-client/auth-endpoints';
import { resetPasswordFormSchema } from '@mitti/domain/auth-schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AppName } from './app-link';
import { AppLink, useAppNavigate } from './app-link';
import { AuthCard } from './auth-card';
import type { LoginPageState } from './login-page';

const NO_TOKEN = 'This link is not complete. Please ask for a new one.';

/** /reset-password?token=…, from the emailed link: a new password, then sign in with it. */
export function ResetPasswordPage({ app = 'invest' }: { app?: AppName }) {
  const token = useSearchParams()[0].get('token');
  // A used or expired link is said before a password is typed; if the check itself fails, the
  // form shows and its answer says what is wrong.
  const check = useCheckResetLinkQuery(token ?? skipToken);
  const [resetPassword] = useResetPasswordMutation();
  const navigate = useAppNavigate(app);
  const [refusal, setRefusal] = useState<string | null>(token ? null : NO_TOKEN);
  const [failure, setFailure] = useState<string | null>(null);
  const linkProblem = refusal ?? fieldFailure(check.error, 'token');

  const formik = useFormik({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: resetPasswordFormSchema,
    onSubmit: async ({ password }, { setErrors }) => {
      setFailure(null);
      try {
        const { message } = await resetPassword({ token: token!, password }).unwrap();
        const state: LoginPageState = { message };
        navigate('/login', { replace: true, state });
      } catch (error) {
        const fields = (error as Partial<ApiFailure>).fields;
        if (fields?.token) setRefusal(fields.token);
        else if (fields?.password) setErrors({ password: fields.password });
        else setFailure(failureMessage(error, 'Could not reset the password. Please try again.'));
      }
    },
  });
  const { values, errors, touched, isSubmitting } = formik;
  const field = (name: 'password' | 'confirmPassword', label: string) => (
    <TextField
      id={`reset-${name}`}
      name={name}
      type="password"
      label={label}
      autoComplete="new-password"
      fullWidth
      value={values[name]}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      error={touched[name] && Boolean(errors[name])}
      helperText={touched[name] && errors[name]}
    />
  );

  return (
    <AuthCard title="Choose a new password">
      {check.isLoading ? (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 2 }} role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography>Checking your link…</Typography>
        </Stack>
      ) : linkProblem ? (
        <Alert severity="error">
          {linkProblem}{' '}
          <Link component={AppLink} app={app} to="/forgot-password">
            Ask for a new link
          </Link>
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={formik.handleSubmit}>
          <Stack spacing={2}>
            {failure && <Alert severity="error">{failure}</Alert>}
            {field('password', 'New password')}
            {field('confirmPassword', 'Confirm new password')}
            <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
              Set new password
            </Button>
          </Stack>
        </Box>
      )}
    </AuthCard>
  );
}
