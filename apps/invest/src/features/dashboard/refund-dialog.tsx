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
import { useRequestRefundMutation } from '@mitti/api-client/refund-endpoints';
import type { Investment } from '@mitti/domain/investment';
import { formatRupees } from '@mitti/domain/money';
import { refundRequestSchema } from '@mitti/domain/refund-schemas';
import { FocusFirstError } from '@mitti/ui/focus-first-error';
import { FormikProvider, useFormik } from 'formik';
import { useRef } from 'react';
import { useDashboardToast } from './use-dashboard-toast';

const SUBMITTED = 'Your refund request has been submitted for review.';
const FAILED = 'Error submitting refund request.';
const reasonSchema = refundRequestSchema.pick(['Reason']);

export interface RefundDialogProps {
  investment: Investment;
  /** The request is sent; the dialog then closes. */
  onSubmitted: () => void;
  onClose: () => void;
}

/** Asks the campaign's owner for an investment's money back, with a reason. */
export function RefundDialog({ investment, onSubmitted, onClose }: RefundDialogProps) {
  const [requestRefund] = useRequestRefundMutation();
  const toast = useDashboardToast();
  const form = useRef<HTMLFormElement>(null);
  const formik = useFormik({
    initialValues: { Reason: '' },
    validationSchema: reasonSchema,
    validateOnBlur: false,
    validateOnChange: false,
    onSubmit: async ({ Reason }) => {
      try {
        await requestRefund({ Reason: Reason.trim(), investId: investment._id }).unwrap();
        toast.success(SUBMITTED);
        onSubmitted();
        onClose();
      } catch (failure) {
        // Refused as the investment moved on elsewhere (refunded, or a request already waits): the
        // card behind now says so, so the dialog closes; any other failure keeps the typed reason.
        if ((failure as ApiFailure).status === 409) {
          toast.error(`${FAILED} ${failureMessage(failure, '')}`.trim());
          onClose();
        } else {
          toast.error(FAILED);
        }
      }
    },
  });
  const busy = formik.isSubmitting;

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="refund-dialog-title"
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
      <DialogTitle id="refund-dialog-title">Request Refund</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          {formatRupees(investment.amount)} in {investment.farmName}. The campaign&apos;s owner
          reviews your request.
        </DialogContentText>
        <TextField
          name="Reason"
          label="Reason for the refund"
          value={formik.values.Reason}
          onChange={formik.handleChange}
          multiline
          minRows={4}
          disabled={busy}
          error={Boolean(formik.errors.Reason)}
          helperText={formik.errors.Reason}
          autoFocus
          fullWidth
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} color="inherit">
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Submit Request
        </Button>
      </DialogActions>
    </Dialog>
  );
}
