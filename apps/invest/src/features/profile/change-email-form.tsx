import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { failureMessage, type ApiFailure } from '@mitti/api-client/api-failure';
import { useChangeEmailMutation } from '@mitti/api-client/auth-endpoints';
import { changeEmailSchema } from '@mitti/domain/auth-schemas';
import { useToast } from '@mitti/ui/toast-provider';
import { useFormik } from 'formik';
import { useState } from 'react';
import { formikTextField } from './formik-text-field';

const FAILED = 'Could not change your email. Please try again.';

interface EmailValues {
  newEmail: string;
  currentPassword: string;
}

/** POST /auth/change-email: the link goes to the new address; a refused field is shown beside it. */
export function ChangeEmailForm({ onDone }: { onDone: () => void }) {
  const [changeEmail] = useChangeEmailMutation();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik<EmailValues>({
    initialValues: { newEmail: '', currentPassword: '' },
    validationSchema: changeEmailSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const { message } = await changeEmail(changeEmailSchema.cast(values)).unwrap();
        toast.success(message);
        onDone();
      } catch (error) {
        const fields = (error as Partial<ApiFailure>).fields;
        if (fields) helpers.setErrors(fields);
        else setFailure(failureMessage(error, FAILED));
      }
    },
  });
  const busy = formik.isSubmitting;

  const field = (name: keyof EmailValues) => ({
    ...formikTextField(formik, name),
    id: `change-email-${name}`,
    required: true,
    fullWidth: true,
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={formik.handleSubmit}
      aria-label="Change email"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        {...field('newEmail')}
        label="New email"
        type="email"
        autoComplete="email"
        autoFocus
      />
      <TextField
        {...field('currentPassword')}
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          Send the link
        </Button>
        <Button onClick={onDone} disabled={busy} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
