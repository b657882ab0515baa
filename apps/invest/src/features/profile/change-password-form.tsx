import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { failureMessage, type ApiFailure } from '@mitti/api-client/api-failure';
import { useChangePassword } from '@mitti/auth/use-account-security';
import { changePasswordFormSchema, changePasswordSchema } from '@mitti/domain/auth-schemas';
import { FocusFirstError } from '@mitti/ui/focus-first-error';
import { useToast } from '@mitti/ui/toast-provider';
import { useKeepFocus } from '@mitti/ui/use-keep-focus';
import { FormikProvider, useFormik } from 'formik';
import { useRef, useState } from 'react';
import { formikTextField } from './formik-text-field';

const FAILED = 'Could not change your password. Please try again.';
export const PASSWORD_CHANGED = 'Password changed. You have been signed out on other devices.';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** PUT /auth/password; the server's refusal of a field is shown beside that field. */
export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const formik = useFormik<PasswordValues>({
    initialValues: EMPTY,
    validationSchema: changePasswordFormSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await changePassword(changePasswordSchema.cast(values, { stripUnknown: true }));
        helpers.resetForm({ values: EMPTY });
        toast.success(PASSWORD_CHANGED);
      } catch (error) {
        const fields = (error as Partial<ApiFailure>).fields;
        if (fields) helpers.setErrors(fields);
        else setFailure(failureMessage(error, FAILED));
      }
    },
  });
  const busy = formik.isSubmitting;
  const submitButton = useKeepFocus<HTMLButtonElement>(busy);

  const field = (name: keyof PasswordValues, label: string, autoComplete: string) => ({
    ...formikTextField(formik, name),
    id: `password-${name}`,
    label,
    autoComplete,
    type: 'password',
    required: true,
    fullWidth: true,
  });

  return (
    <Box
      component="form"
      ref={form}
      noValidate
      onSubmit={formik.handleSubmit}
      aria-label="Change password"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <FormikProvider value={formik}>
        <FocusFirstError form={form} />
      </FormikProvider>
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField {...field('currentPassword', 'Current password', 'current-password')} />
      <TextField {...field('newPassword', 'New password', 'new-password')} />
      <TextField {...field('confirmPassword', 'Confirm new password', 'new-password')} />
      <Box>
        <Button
          ref={submitButton.ref}
          onClick={submitButton.keep}
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          Change Password
        </Button>
      </Box>
    </Box>
  );
}
