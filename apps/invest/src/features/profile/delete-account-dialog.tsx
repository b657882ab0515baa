import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { ApiFailure } from '@mitti/api-client/api-failure';
import { failureMessage } from '@mitti/api-client/api-failure';
import type { DeleteAccountBody } from '@mitti/domain/account-deletion';
import {
  ACCOUNT_DELETION_KEEPS,
  ACCOUNT_DELETION_REMOVES,
  deleteAccountSchema,
} from '@mitti/domain/account-deletion';
import { useFormik } from 'formik';
import { useId, useState } from 'react';

const FAILED = 'Could not delete your account. Please try again.';

export interface DeleteAccountDialogProps {
  /** False for an account that signs in with Google only: it confirms with its email address. */
  hasPassword: boolean;
  /** Deletes the account; throws the ApiFailure of a refusal, shown in the dialog. */
  onDelete: (body: DeleteAccountBody) => Promise<void>;
  onClose: () => void;
}

/** The confirmation of 'Delete my account': what goes, what stays, and the password to say so. */
export function DeleteAccountDialog({ hasPassword, onDelete, onClose }: DeleteAccountDialogProps) {
  const titleId = useId();
  const textId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const field = hasPassword ? 'password' : 'email';
  const formik = useFormik<DeleteAccountBody>({
    initialValues: { [field]: '' },
    validationSchema: deleteAccountSchema,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await onDelete(values);
      } catch (error) {
        const fields = (error as Partial<ApiFailure>).fields;
        if (fields?.[field]) helpers.setErrors({ [field]: fields[field] });
        else setFailure(failureMessage(error, FAILED));
      }
    },
  });
  const busy = formik.isSubmitting;
  const error = formik.submitCount > 0 ? formik.errors[field] : undefined;

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{
        paper: { component: 'form', noValidate: true, onSubmit: formik.handleSubmit } as object,
      }}
    >
      <DialogTitle id={titleId}>Delete your account?</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText
          id={textId}
          component="div"
          variant="body2"
          sx={{ display: 'grid', gap: 1.5 }}
        >
          <span>This cannot be undone. {ACCOUNT_DELETION_REMOVES}</span>
          <span>{ACCOUNT_DELETION_KEEPS}</span>
          <span>
            We will send a last email to your address to confirm. Download your data first if you
            want a copy.
          </span>
        </DialogContentText>
        {failure && (
          // On a phone the explanation fills the dialog: the refusal is brought into view.
          <Alert severity="error" ref={(node) => node?.scrollIntoView?.({ block: 'nearest' })}>
            {failure}
          </Alert>
        )}
        <TextField
          name={field}
          label={hasPassword ? 'Password' : 'Your email address'}
          type={hasPassword ? 'password' : 'email'}
          autoComplete={hasPassword ? 'current-password' : 'off'}
          value={formik.values[field] ?? ''}
          onChange={formik.handleChange}
          required
          disabled={busy}
          error={Boolean(error)}
          helperText={
            error ??
            (hasPassword
              ? 'Your password, to confirm it is you.'
              : 'You sign in with Google: type your email address to confirm.')
          }
          autoFocus
          fullWidth
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} color="inherit">
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          color="error"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Delete my account
        </Button>
      </DialogActions>
    </Dialog>
  );
}
