import { type ApiFailure, failureMessage } from '@mitti/api-client/api-failure';
import { useLoginMutation } from '@mitti/api-client/auth-endpoints';
import { loginSchema } from '@mitti/domain/auth-schemas';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { AppName } from './app-link';
import { AppLink, useAppNavigate } from './app-link';
import { AuthCard } from './auth-card';
import { EmailField } from './email-field';
import { signIn } from './auth-slice';
import { GoogleSignInButton } from './google-sign-in-button';
import { SESSION_ENDED, SESSION_ENDED_MESSAGE, SESSION_PARAM, safeNextPath } from './next-path';
import { useAuthDispatch } from './use-auth-dispatch';
import { useReturnPath, useSignInPath } from './use-return-path';

/** What another page may pass in router state, e.g. sign-up's success message. */
export interface LoginPageState {
  message?: string;
}

const SERVER_NOT_ANSWERING = 'The server is not answering right now. Please try again in a moment.';

/**
 * shop.md's 'Invalid credentials:' and the server's reason, for what the server refused; when it did
 * not answer (offline, a proxy's 502) or failed itself, the credentials are not the problem.
 */
function loginFailure(error: unknown): string {
  const status = (error as Partial<ApiFailure> | undefined)?.status ?? 400;
  if (status === 0 || status >= 500) return failureMessage(error, SERVER_NOT_ANSWERING);
  return `Invalid credentials: ${failureMessage(error, 'Unknown error')}`;
}

/**
 * /login (shop.md 2, Login). Remember me chooses localStorage or sessionStorage (DESIGN.md 6.5).
 * Signing in returns to the page in `next`, else goes to /dashboard.
 */
export function LoginPage({ app = 'invest' }: { app?: AppName }) {
  const notice = (useLocation().state as LoginPageState | null)?.message;
  const sessionEnded = useSearchParams()[0].get(SESSION_PARAM) === SESSION_ENDED;
  const next = safeNextPath(useReturnPath(app));
  const signupPath = useSignInPath(app, '/signup');
  const [login] = useLoginMutation();
  const dispatch = useAuthDispatch();
  const navigate = useAppNavigate(app);
  const [failure, setFailure] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const password = useRef<HTMLInputElement>(null);

  const formik = useFormik({
    initialValues: { email: '', password: '', remember: true },
    validationSchema: loginSchema,
    onSubmit: async ({ remember, ...credentials }) => {
      setFailure(null);
      try {
        const { token } = await login(loginSchema.cast(credentials)).unwrap();
        dispatch(signIn(token, remember));
        navigate(next, { replace: true });
      } catch (error) {
        setFailure(loginFailure(error));
        // The busy Sign In button lost the focus: the password is what to type again.
        password.current?.focus();
      }
    },
  });
  const { values, errors, touched, isSubmitting } = formik;

  return (
    <AuthCard title="Sign In" subtitle="Welcome back to Mitti.">
      <Stack spacing={2}>
        {sessionEnded && <Alert severity="info">{SESSION_ENDED_MESSAGE}</Alert>}
        {notice && !failure && <Alert severity="success">{notice}</Alert>}
        {failure && <Alert severity="error">{failure}</Alert>}
        <GoogleSignInButton app={app} />
        <Divider>or</Divider>
        <Box component="form" noValidate onSubmit={formik.handleSubmit}>
          <Stack spacing={2}>
            <EmailField id="login-email" form={formik} />
            <TextField
              id="login-password"
              name="password"
              type={showPassword ? 'text' : 'password'}
              label="Password"
              inputRef={password}
              autoComplete="current-password"
              fullWidth
              value={values.password}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              error={touched.password && Boolean(errors.password)}
              helperText={touched.password && errors.password}
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton
                        aria-label={showPassword ? 'Hide password' : 'Show password'}
                        onClick={() => setShowPassword((shown) => !shown)}
                        edge="end"
                      >
                        {showPassword ? <VisibilityOff /> : <Visibility />}
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <FormControlLabel
                label="Remember me"
                control={
                  <Checkbox
                    name="remember"
                    checked={values.remember}
                    onChange={formik.handleChange}
                  />
                }
              />
              <Link component={AppLink} app={app} to="/forgot-password" variant="body2">
                Forgot password?
              </Link>
            </Stack>
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={isSubmitting}
            >
              {isSubmitting ? 'Signing In...' : 'Sign In'}
            </Button>
          </Stack>
        </Box>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Don&apos;t have an account?{' '}
          <Link component={AppLink} app={app} to={signupPath}>
            Sign up
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
