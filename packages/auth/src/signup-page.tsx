import { failureMessage } from '@mitti/api-client/api-failure';
import type { ApiFailure } from '@mitti/api-client/api-failure';
import { useSignupMutation } from '@mitti/api-client/auth-endpoints';
import { signupFormSchema, signupSchema } from '@mitti/domain/auth-schemas';
import { MIN_PASSWORD_LENGTH } from '@mitti/domain/constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FocusFirstError } from '@mitti/ui/focus-first-error';
import { FormikProvider, useFormik } from 'formik';
import { useRef, useState } from 'react';
import type { AppName } from './app-link';
import { AppLink, useAppNavigate } from './app-link';
import { AuthCard } from './auth-card';
import { GoogleSignInButton } from './google-sign-in-button';
import type { LoginPageState } from './login-page';
import { useSignInPath } from './use-return-path';

export const SIGNUP_SUCCESS_MESSAGE = 'Signup successful! Please log in.';

function fieldErrors(error: unknown): ApiFailure['fields'] {
  return error && typeof error === 'object' && 'fields' in error
    ? (error as ApiFailure).fields
    : undefined;
}

/**
 * The refusal takes the focus as it shows, since the button was disabled meanwhile (a field the server
 * names takes it next). Outside the component, so it runs once per alert and not on every render.
 */
const focusOnMount = (node: HTMLElement | null) => node?.focus();

/**
 * /signup (shop.md 2, Sign-up). Success sends the user to /login with the success message, and on
 * to the page in `next` once signed in.
 */
export function SignupPage({ app = 'invest' }: { app?: AppName }) {
  const loginPath = useSignInPath(app);
  const [signup] = useSignupMutation();
  const navigate = useAppNavigate(app);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const formik = useFormik({
    initialValues: { username: '', email: '', password: '', terms: false },
    validationSchema: signupFormSchema,
    onSubmit: async (values, { setErrors }) => {
      setFailure(null);
      try {
        await signup(signupSchema.cast(values, { stripUnknown: true })).unwrap();
        const state: LoginPageState = { message: SIGNUP_SUCCESS_MESSAGE };
        navigate(loginPath, { state });
      } catch (error) {
        setFailure(`Error during signup: ${failureMessage(error, 'Unknown error')}`);
        const fields = fieldErrors(error);
        if (fields) setErrors(fields);
      }
    },
  });
  const { values, errors, touched, isSubmitting } = formik;
  const termsError = touched.terms && errors.terms;
  const textField = (name: 'username' | 'email' | 'password') => ({
    id: `signup-${name}`,
    name,
    fullWidth: true,
    value: values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: touched[name] && Boolean(errors[name]),
  });

  return (
    <AuthCard
      title="Create Account"
      subtitle="Join Mitti to back organic farms and shop their harvest."
    >
      <Stack spacing={2}>
        {failure && (
          <Alert severity="error" ref={focusOnMount} tabIndex={-1}>
            {failure}
          </Alert>
        )}
        <GoogleSignInButton app={app} />
        <Divider>or</Divider>
        <Box component="form" ref={form} noValidate onSubmit={formik.handleSubmit}>
          <FormikProvider value={formik}>
            <FocusFirstError form={form} />
          </FormikProvider>
          <Stack spacing={2}>
            <TextField
              {...textField('username')}
              label="Username"
              autoComplete="username"
              helperText={touched.username && errors.username}
            />
            <TextField
              {...textField('email')}
              type="email"
              label="Email"
              autoComplete="email"
              helperText={touched.email && errors.email}
            />
            <TextField
              {...textField('password')}
              type="password"
              label="Password"
              autoComplete="new-password"
              helperText={
                (touched.password && errors.password) ||
                `At least ${MIN_PASSWORD_LENGTH} characters.`
              }
            />
            <FormControl error={Boolean(termsError)}>
              <FormControlLabel
                control={
                  <Checkbox
                    name="terms"
                    checked={values.terms}
                    onChange={formik.handleChange}
                    onBlur={formik.handleBlur}
                    slotProps={{
                      input: { 'aria-describedby': termsError ? 'signup-terms-error' : undefined },
                    }}
                  />
                }
                label={
                  <>
                    I agree to the{' '}
                    <Link component={AppLink} app={app} to="/about#terms">
                      Terms of Service
                    </Link>
                  </>
                }
              />
              {termsError && <FormHelperText id="signup-terms-error">{termsError}</FormHelperText>}
            </FormControl>
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={isSubmitting}
            >
              {isSubmitting ? 'Creating Account...' : 'Sign Up'}
            </Button>
          </Stack>
        </Box>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Already have an account?{' '}
          <Link component={AppLink} app={app} to={loginPath}>
            Log in
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
