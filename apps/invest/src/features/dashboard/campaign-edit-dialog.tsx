import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { api } from '@mitti/api-client/api';
import { failureMessage, type ApiFailure } from '@mitti/api-client/api-failure';
import { editCampaign } from '@mitti/api-client/edit-campaign';
import { selectToken } from '@mitti/auth/auth-slice';
import type { Campaign } from '@mitti/domain/campaign';
import { editCampaignSchema } from '@mitti/domain/campaign-schemas';
import { MAX_CAMPAIGN_VISUALS } from '@mitti/domain/constants';
import type { Media } from '@mitti/domain/media';
import { CampaignFields } from '@mitti/ui/campaign-fields';
import { CampaignVisualsField } from '@mitti/ui/campaign-visuals-field';
import { FocusFirstError } from '@mitti/ui/focus-first-error';
import { useCampaignVisuals } from '@mitti/ui/use-campaign-visuals';
import { UploadProgress } from '@mitti/ui/upload-progress';
import { FormikProvider, useFormik } from 'formik';
import { ConfirmDialog } from '@mitti/ui/confirm-dialog';
import { useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useBeforeUnload } from 'react-router';
import { editValuesFrom, statusChoices, type EditCampaignValues } from './edit-campaign-values';
import { useDashboardToast } from './use-dashboard-toast';

const UPDATED = 'Your campaign has been updated successfully!';
const FAILED = 'Failed to update campaign.';
const TERMS_FROZEN =
  'This campaign is approved, so its funding terms (goal, minimum investment, expected returns and dates) stay as investors saw them. You can still change everything else.';

export interface CampaignEditDialogProps {
  campaign: Campaign;
  onClose: () => void;
}

/**
 * Edit: the creation fields, the status, and the visuals kept, removed and added. Once approved, the
 * funding terms are shown read-only: the server refuses to change them.
 */
export function CampaignEditDialog({ campaign, onClose }: CampaignEditDialogProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const token = useSelector(selectToken);
  const dispatch = useDispatch();
  const toast = useDashboardToast();
  const form = useRef<HTMLFormElement>(null);
  const [kept, setKept] = useState<Media[]>(campaign.visuals);
  const visuals = useCampaignVisuals(MAX_CAMPAIGN_VISUALS - kept.length);
  const [visualsError, setVisualsError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const formik = useFormik<EditCampaignValues>({
    initialValues: editValuesFrom(campaign),
    validationSchema: editCampaignSchema,
    onSubmit: async ({ status, ...fields }, helpers) => {
      setVisualsError(null);
      setProgress(0);
      try {
        await editCampaign(
          {
            id: campaign._id,
            fields,
            status: status === campaign.status ? undefined : status,
            kept,
            added: visuals.added.map((visual) => visual.file),
          },
          token,
          setProgress,
        );
        dispatch(
          api.util.invalidateTags([
            { type: 'Campaign', id: campaign._id },
            { type: 'Campaign', id: 'LIST' },
            { type: 'Campaign', id: 'MINE' },
          ]),
        );
        toast.success(UPDATED);
        onClose();
      } catch (failure) {
        toast.error(failureMessage(failure, FAILED));
        const { fields: bad } = failure as Partial<ApiFailure>;
        if (bad) {
          const { visuals: visualsField, ...rest } = bad;
          helpers.setErrors(rest);
          setVisualsError(visualsField ?? null);
        }
      } finally {
        setProgress(null);
      }
    },
  });
  const busy = formik.isSubmitting;
  const frozen = campaign.approvedAt !== null;
  const changed = formik.dirty || kept !== campaign.visuals || visuals.added.length > 0;
  const [askingToLeave, setAskingToLeave] = useState(false);
  // Escape, a click outside and Cancel ask first when there is something to lose.
  const close = () => (changed ? setAskingToLeave(true) : onClose());
  // A reload or a closed tab leaves the app: the browser asks in its own words.
  useBeforeUnload((event) => {
    if (changed && !busy) event.preventDefault();
  });

  return (
    <Dialog
      open
      onClose={busy ? undefined : close}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
      scroll="paper"
      aria-labelledby="campaign-edit-title"
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
        <DialogTitle id="campaign-edit-title">Edit Campaign</DialogTitle>
        <FocusFirstError form={form} />
        {/* The sections stack inside the scrolling content: as grid rows of the content itself,
            they would be squeezed to its height. */}
        <DialogContent dividers>
          <Stack spacing={3}>
            {formik.submitCount > 0 && !formik.isValid && (
              <Alert severity="error">Some fields need your attention.</Alert>
            )}
            {frozen && <Alert severity="info">{TERMS_FROZEN}</Alert>}
            <CampaignFields
              statuses={statusChoices(campaign)}
              termsFrozen={frozen}
              visuals={
                <CampaignVisualsField
                  kept={kept}
                  onRemoveKept={(gone) => setKept(kept.filter((visual) => visual !== gone))}
                  added={visuals.added}
                  problems={visualsError ? [...visuals.problems, visualsError] : visuals.problems}
                  disabled={busy}
                  onAdd={visuals.add}
                  onRemoveAdded={visuals.remove}
                />
              }
            />
            {progress !== null && <UploadProgress percent={progress} />}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={close} disabled={busy} color="inherit">
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={
              busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
            }
          >
            Save Changes
          </Button>
        </DialogActions>
      </FormikProvider>
      <ConfirmDialog
        open={askingToLeave}
        title="Leave without saving?"
        message="Your changes to this campaign will be lost."
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={onClose}
        onCancel={() => setAskingToLeave(false)}
      />
    </Dialog>
  );
}
