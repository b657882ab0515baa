import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { FormikProvider, useFormik } from 'formik';
import { useId, useMemo, useRef, type ReactNode } from 'react';
import * as yup from 'yup';
import { FocusFirstError } from './focus-first-error';

/** The longest text the requests' schemas take. */
const MAX_LENGTH = 1000;

export interface ReasonDialogProps {
  title: string;
  text: ReactNode;
  /** The field's label, e.g. 'Reason'. */
  label: string;
  submitLabel: string;
  /** 'error' (the default) for a refusal or anything else that cannot be undone. */
  submitColor?: 'error' | 'primary';
  /** The field's rule from the request's schema in @mitti/domain (e.g. adminReasonSchema.fields.reason). */
  rule: yup.ObjectShape[string];
  /** Sends the decision with the trimmed text; closes the dialog itself when it succeeds. */
  onSubmit: (text: string) => Promise<void>;
  onClose: () => void;
}

/**
 * A decision that needs a written reason: rejecting a campaign or a refund, declining a verification,
 * asking for a refund.
 * The rule comes from the request's schema, so the form and the server refuse the same text. The
 * field stops at MAX_LENGTH characters; its counter shows how close the text is.
 */
export function ReasonDialog({
  title,
  text,
  label,
  submitLabel,
  submitColor = 'error',
  rule,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const titleId = useId();
  const textId = useId();
  const form = useRef<HTMLFormElement>(null);
  const validationSchema = useMemo(() => yup.object({ text: rule }), [rule]);
  const formik = useFormik({
    initialValues: { text: '' },
    validationSchema,
    validateOnBlur: false,
    onSubmit: ({ text: written }) => onSubmit(written.trim()),
  });
  const busy = formik.isSubmitting;
  const error = formik.submitCount > 0 ? formik.errors.text : undefined;

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{
        paper: {
          component: 'form',
          ref: form,
          noValidate: true,
          onSubmit: formik.handleSubmit,
        } as object,
      }}
    >
      <FormikProvider value={formik}>
        <FocusFirstError form={form} />
      </FormikProvider>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id={textId}>{text}</DialogContentText>
        <TextField
          name="text"
          label={label}
          value={formik.values.text}
          onChange={formik.handleChange}
          required
          multiline
          minRows={3}
          disabled={busy}
          error={Boolean(error)}
          helperText={error ?? `${formik.values.text.length} / ${MAX_LENGTH}`}
          autoFocus
          fullWidth
          slotProps={{ htmlInput: { maxLength: MAX_LENGTH } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} color="inherit">
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          color={submitColor}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
