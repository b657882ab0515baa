import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { failureMessage } from '@mitti/api-client/api-failure';
import { useRejectRefundMutation } from '@mitti/api-client/refund-endpoints';
import { formatRupees } from '@mitti/domain/money';
import type { RefundRequest } from '@mitti/domain/refund-request';
import { rejectRefundSchema } from '@mitti/domain/refund-schemas';
import { useFormik } from 'formik';
import { useDashboardToast } from './use-dashboard-toast';

const REJECTED = 'Refund request rejected.';
const FAILED = 'Failed to reject the refund request.';

export interface RejectRefundDialogProps {
  request: RefundRequest;
  onClose: () => void;
}

/** Rejects a refund request; the investor reads the note on their investment. */
export function RejectRefundDialog({ request, onClose }: RejectRefundDialogProps) {
  const [rejectRefund] = useRejectRefundMutation();
  const toast = useDashboardToast();
  const formik = useFormik({
    initialValues: { note: '' },
    validationSchema: rejectRefundSchema,
    validateOnBlur: false,
    onSubmit: async ({ note }) => {
      try {
        const { message } = await rejectRefund({ id: request._id, note: note.trim() }).unwrap();
        toast.success(message || REJECTED);
        onClose();
      } catch (failure) {
        toast.error(failureMessage(failure, FAILED));
      }
    },
  });
  const busy = formik.isSubmitting;
  const error = formik.submitCount > 0 ? formik.errors.note : undefined;

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="reject-refund-title"
      slotProps={{
        paper: { component: 'form', noValidate: true, onSubmit: formik.handleSubmit } as object,
      }}
    >
      <DialogTitle id="reject-refund-title">Reject refund request</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          {request.investorName} asked for {formatRupees(request.amount)} back from{' '}
          {request.campaignTitle}. Tell them why you are rejecting it.
        </DialogContentText>
        <TextField
          name="note"
          label="Note to the investor"
          value={formik.values.note}
          onChange={formik.handleChange}
          required
          multiline
          minRows={3}
          disabled={busy}
          error={Boolean(error)}
          helperText={error}
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
          color="error"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Reject Refund
        </Button>
      </DialogActions>
    </Dialog>
  );
}
