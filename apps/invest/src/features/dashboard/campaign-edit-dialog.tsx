import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { api } from '@mitti/api-client/api';
import { failureMessage, type ApiFailure } from '@mitti/api-client/api-failure';
import { editCampaign } from '@mitti/api-client/edit-campaign';
import { selectToken } from '@mitti/auth/auth-slice';
import { FARM_SIZE_UNITS, RETURN_TYPES, type Campaign } from '@mitti/domain/campaign';
import { editCampaignSchema } from '@mitti/domain/campaign-schemas';
import { MAX_CAMPAIGN_VISUALS } from '@mitti/domain/constants';
import type { Media } from '@mitti/domain/media';
import { FormikProvider, useFormik } from 'formik';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { EditFarmingMethods } from './edit-farming-methods';
import { EditFormPart } from './edit-form-part';
import { EditTextField } from './edit-text-field';
import { EditVisualsField } from './edit-visuals-field';
import { editValuesFrom, statusChoices, type EditCampaignValues } from './edit-campaign-values';
import { useAddedVisuals } from './use-added-visuals';
import { useDashboardToast } from './use-dashboard-toast';

const UPDATED = 'Your campaign has been updated successfully!';
const FAILED = 'Failed to update campaign.';
const FULL_WIDTH = { gridColumn: '1 / -1' };
const TERMS_FROZEN =
  'This campaign is approved, so its funding terms (goal, minimum investment, expected returns and dates) stay as investors saw them. You can still change everything else.';

const rupees = {
  input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
  htmlInput: { inputMode: 'decimal' },
} as const;
const decimal = { htmlInput: { inputMode: 'decimal' } } as const;
const date = { inputLabel: { shrink: true } } as const;

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
  const [kept, setKept] = useState<Media[]>(campaign.visuals);
  const visuals = useAddedVisuals(MAX_CAMPAIGN_VISUALS - kept.length);
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
  const multiple = formik.values.returnsType === 'Fixed Multiple';

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
      scroll="paper"
      aria-labelledby="campaign-edit-title"
      slotProps={{
        paper: {
          component: 'form',
          noValidate: true,
          onSubmit: formik.handleSubmit,
        } as object,
      }}
    >
      <FormikProvider value={formik}>
        <DialogTitle id="campaign-edit-title">Edit Campaign</DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 3 }}>
          {formik.submitCount > 0 && !formik.isValid && (
            <Alert severity="error">Some fields need your attention.</Alert>
          )}
          {frozen && <Alert severity="info">{TERMS_FROZEN}</Alert>}
          <EditFormPart title="Campaign Pitch">
            <EditTextField name="campaignTitle" label="Campaign title" required sx={FULL_WIDTH} />
            <EditTextField
              name="story"
              label="Your story"
              required
              multiline
              minRows={4}
              sx={FULL_WIDTH}
            />
            <EditTextField name="status" label="Status" select required>
              {statusChoices(campaign.status).map((status) => (
                <MenuItem key={status} value={status}>
                  {status}
                </MenuItem>
              ))}
            </EditTextField>
          </EditFormPart>
          <EditFormPart title="Financials">
            <EditTextField
              name="fundingGoal"
              label="Funding goal"
              required
              frozen={frozen}
              amount
              slotProps={rupees}
            />
            <EditTextField
              name="minInvestment"
              label="Minimum investment"
              required
              frozen={frozen}
              amount
              slotProps={rupees}
            />
            <EditTextField name="returnsType" label="Return type" select required frozen={frozen}>
              {RETURN_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {type}
                </MenuItem>
              ))}
            </EditTextField>
            <EditTextField
              name="returnsMin"
              label={multiple ? 'Return multiple' : 'Minimum return (% a year)'}
              required
              frozen={frozen}
              slotProps={decimal}
            />
            <EditTextField
              name="returnsMax"
              label={
                multiple ? 'Maximum multiple (optional)' : 'Maximum return (% a year, optional)'
              }
              frozen={frozen}
              slotProps={decimal}
            />
            <EditTextField
              name="returnsDescription"
              label="How returns are paid"
              required
              frozen={frozen}
              multiline
              minRows={2}
              sx={FULL_WIDTH}
            />
          </EditFormPart>
          <EditFormPart title="Farm Details">
            <EditTextField name="farmName" label="Farm name" required />
            <EditTextField name="farmLocation" label="Farm location" required />
            <EditTextField name="farmSizeValue" label="Farm size" required slotProps={decimal} />
            <EditTextField name="farmSizeUnit" label="Unit" select required>
              {FARM_SIZE_UNITS.map((unit) => (
                <MenuItem key={unit} value={unit}>
                  {unit}
                </MenuItem>
              ))}
            </EditTextField>
            <EditTextField
              name="cropTypes"
              label="Crop types"
              required
              helperText="Separate crops with commas"
              sx={FULL_WIDTH}
            />
            <EditFarmingMethods />
          </EditFormPart>
          <EditFormPart title="Timeline">
            <EditTextField
              name="startDate"
              label="Start date"
              type="date"
              required
              frozen={frozen}
              slotProps={date}
            />
            <EditTextField
              name="endDate"
              label="End date"
              type="date"
              required
              frozen={frozen}
              slotProps={date}
            />
          </EditFormPart>
          <EditFormPart title="Operational Details and Risks">
            <EditTextField
              name="fundUsage"
              label="How the funds will be used"
              required
              multiline
              minRows={3}
              sx={FULL_WIDTH}
            />
            <EditTextField
              name="impactMetrics"
              label="Environmental and social impact"
              required
              multiline
              minRows={3}
              sx={FULL_WIDTH}
            />
            <EditTextField
              name="riskFactors"
              label="Risks and how you reduce them"
              required
              multiline
              minRows={3}
              sx={FULL_WIDTH}
            />
          </EditFormPart>
          <EditFormPart title="Visuals">
            <EditVisualsField
              kept={kept}
              added={visuals.added}
              problems={visualsError ? [...visuals.problems, visualsError] : visuals.problems}
              disabled={busy}
              onRemoveKept={(gone) => setKept(kept.filter((visual) => visual !== gone))}
              onAdd={visuals.add}
              onRemoveAdded={visuals.remove}
            />
          </EditFormPart>
          {progress !== null && (
            <Box>
              <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" />
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                Uploading... {progress}%
              </Typography>
            </Box>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={busy} color="inherit">
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
    </Dialog>
  );
}
