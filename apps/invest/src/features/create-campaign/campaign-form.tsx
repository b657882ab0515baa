import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api } from '@mitti/api-client/api';
import { failureMessage, type ApiFailure } from '@mitti/api-client/api-failure';
import { createCampaign, type CreateCampaignFields } from '@mitti/api-client/create-campaign';
import { selectToken } from '@mitti/auth/auth-slice';
import { FARM_SIZE_UNITS, RETURN_TYPES } from '@mitti/domain/campaign';
import { createCampaignSchema } from '@mitti/domain/campaign-schemas';
import type { UserProfile } from '@mitti/domain/user';
import { FormikProvider, useFormik } from 'formik';
import { useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { EMPTY_CAMPAIGN } from './campaign-form-values';
import { CampaignTextField } from './campaign-text-field';
import { FarmingMethodsField } from './farming-methods-field';
import { FocusFirstError } from './focus-first-error';
import { FormSection } from './form-section';
import { usePageToast } from './use-page-toast';
import { useVisualFiles } from './use-visual-files';
import { VisualsField } from './visuals-field';

const SUBMITTED = 'Campaign submitted for review!';
const FAILED = 'Failed to create campaign. Please check all fields.';
const FULL_WIDTH = { gridColumn: '1 / -1' };

const rupees = {
  input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
  htmlInput: { inputMode: 'decimal' },
} as const;
const decimal = { htmlInput: { inputMode: 'decimal' } } as const;
const date = { inputLabel: { shrink: true } } as const;

export interface CampaignFormProps {
  profile: UserProfile;
  onSubmitted: () => void;
}

/** The create-campaign form (invest.md 2, Create campaign), validated by the server's schema. */
export function CampaignForm({ profile, onSubmitted }: CampaignFormProps) {
  const token = useSelector(selectToken);
  const dispatch = useDispatch();
  const toast = usePageToast();
  const { visuals, problems, add, remove, clear } = useVisualFiles();
  const [visualsError, setVisualsError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const formik = useFormik<CreateCampaignFields>({
    initialValues: EMPTY_CAMPAIGN,
    validationSchema: createCampaignSchema,
    onSubmit: async (values, helpers) => {
      setVisualsError(null);
      setProgress(0);
      try {
        await createCampaign(
          values,
          visuals.map((visual) => visual.file),
          token,
          setProgress,
        );
        dispatch(api.util.invalidateTags(['Campaign']));
        toast.success(SUBMITTED);
        helpers.resetForm();
        clear();
        onSubmitted();
      } catch (failure) {
        const { status, fields } = failure as Partial<ApiFailure>;
        toast.error(failureMessage(failure, FAILED));
        if (fields) {
          const { visuals: visualsField, ...rest } = fields;
          helpers.setErrors(rest);
          setVisualsError(visualsField ?? null);
        }
        // The account lost its verification since the profile was loaded: show the gate again.
        if (status === 403) dispatch(api.util.invalidateTags(['Profile']));
      } finally {
        setProgress(null);
      }
    },
  });
  const busy = formik.isSubmitting;
  const multiple = formik.values.returnsType === 'Fixed Multiple';

  return (
    <FormikProvider value={formik}>
      <Box
        component="form"
        ref={form}
        noValidate
        onSubmit={formik.handleSubmit}
        aria-label="Create a campaign"
        sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
      >
        <FocusFirstError form={form} />

        <FormSection
          id="pitch"
          title="Campaign Pitch"
          intro="What you are raising money for, in your own words."
        >
          <CampaignTextField name="campaignTitle" label="Campaign title" required sx={FULL_WIDTH} />
          <CampaignTextField
            name="story"
            label="Your story"
            required
            multiline
            minRows={5}
            helperText="Who farms the land, what the project is and why it matters."
            sx={FULL_WIDTH}
          />
        </FormSection>

        <FormSection id="financials" title="Financials">
          <CampaignTextField
            name="fundingGoal"
            label="Funding goal"
            required
            amount
            slotProps={rupees}
          />
          <CampaignTextField
            name="minInvestment"
            label="Minimum investment"
            required
            amount
            helperText="The price of one unit."
            slotProps={rupees}
          />
          <CampaignTextField name="returnsType" label="Return type" select required>
            {RETURN_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </CampaignTextField>
          <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
          <CampaignTextField
            name="returnsMin"
            label={multiple ? 'Return multiple' : 'Minimum return (% a year)'}
            required
            helperText={multiple ? 'e.g. 1.5 returns 1.5x the investment' : undefined}
            slotProps={decimal}
          />
          <CampaignTextField
            name="returnsMax"
            label={multiple ? 'Maximum multiple (optional)' : 'Maximum return (% a year, optional)'}
            slotProps={decimal}
          />
          <CampaignTextField
            name="returnsDescription"
            label="How returns are paid"
            required
            multiline
            minRows={2}
            helperText="e.g. Shared after each harvest, from the sale of the crop."
            sx={FULL_WIDTH}
          />
        </FormSection>

        <FormSection
          id="farm"
          title="Farmer & Farm Details"
          intro="Your name and email come from your account."
        >
          <TextField
            label="Your name"
            value={profile.name}
            slotProps={{ input: { readOnly: true } }}
          />
          <TextField
            label="Email"
            value={profile.email}
            slotProps={{ input: { readOnly: true } }}
          />
          <CampaignTextField name="farmName" label="Farm name" required />
          <CampaignTextField
            name="farmLocation"
            label="Farm location"
            required
            helperText="Village or town, district and state."
          />
          <CampaignTextField name="farmSizeValue" label="Farm size" required slotProps={decimal} />
          <CampaignTextField name="farmSizeUnit" label="Unit" select required>
            {FARM_SIZE_UNITS.map((unit) => (
              <MenuItem key={unit} value={unit}>
                {unit}
              </MenuItem>
            ))}
          </CampaignTextField>
        </FormSection>

        <FormSection id="practices" title="Agricultural Practices">
          <CampaignTextField
            name="cropTypes"
            label="Crop types"
            required
            placeholder="Rice, Turmeric, Millet"
            helperText="Separate crops with commas"
            sx={FULL_WIDTH}
          />
          <FarmingMethodsField />
        </FormSection>

        <FormSection id="timeline" title="Timeline" intro="When the campaign takes investments.">
          <CampaignTextField
            name="startDate"
            label="Start date"
            type="date"
            required
            slotProps={date}
          />
          <CampaignTextField
            name="endDate"
            label="End date"
            type="date"
            required
            slotProps={date}
          />
        </FormSection>

        <FormSection id="operations" title="Operational Details">
          <CampaignTextField
            name="fundUsage"
            label="How the funds will be used"
            required
            multiline
            minRows={3}
            helperText="e.g. 40% for drip irrigation. 30% for organic seed and compost. 30% for a storage shed."
            sx={FULL_WIDTH}
          />
          <CampaignTextField
            name="impactMetrics"
            label="Environmental and social impact"
            required
            multiline
            minRows={3}
            helperText="One sentence per result, e.g. Saves 2 million litres of water a year."
            sx={FULL_WIDTH}
          />
        </FormSection>

        <FormSection
          id="risks"
          title="Risk Factors"
          intro="Investors trust an honest answer: weather, prices, pests, and what you do about them."
        >
          <CampaignTextField
            name="riskFactors"
            label="Risks and how you reduce them"
            required
            multiline
            minRows={3}
            sx={FULL_WIDTH}
          />
        </FormSection>

        <FormSection
          id="visuals"
          title="Upload Visuals"
          intro="Photos or short videos of the land, the crops and the people."
        >
          <VisualsField
            visuals={visuals}
            problems={visualsError ? [...problems, visualsError] : problems}
            disabled={busy}
            onAdd={add}
            onRemove={remove}
          />
        </FormSection>

        {progress !== null && (
          <Box>
            <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" />
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              Uploading... {progress}%
            </Typography>
          </Box>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy}
            startIcon={
              busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
            }
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            Submit Campaign for Review
          </Button>
        </Box>
      </Box>
    </FormikProvider>
  );
}
