import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { api } from '@mitti/api-client/api';
import { failureMessage, type ApiFailure } from '@mitti/api-client/api-failure';
import { createCampaign } from '@mitti/api-client/create-campaign';
import { selectToken } from '@mitti/auth/auth-slice';
import { createCampaignSchema, type CreateCampaignFields } from '@mitti/domain/campaign-schemas';
import { MAX_CAMPAIGN_VISUALS } from '@mitti/domain/constants';
import type { UserProfile } from '@mitti/domain/user';
import { CampaignFields } from '@mitti/ui/campaign-fields';
import { CampaignVisualsField } from '@mitti/ui/campaign-visuals-field';
import { ConfirmDialog } from '@mitti/ui/confirm-dialog';
import { FocusFirstError } from '@mitti/ui/focus-first-error';
import { readKeptDraft, useKeptDraft } from '@mitti/ui/kept-draft';
import { useCampaignVisuals } from '@mitti/ui/use-campaign-visuals';
import { UploadProgress } from '@mitti/ui/upload-progress';
import { FormikProvider, useFormik } from 'formik';
import { useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { campaignDraftKey, toCampaignDraft } from './campaign-draft';
import { EMPTY_CAMPAIGN } from './campaign-form-values';
import { usePageToast } from './use-page-toast';

const SUBMITTED = 'Campaign submitted for review!';
const FAILED = 'Failed to create campaign. Please check all fields.';

export interface CampaignFormProps {
  profile: UserProfile;
  onSubmitted: () => void;
}

/** The create-campaign form (invest.md 2, Create campaign), validated by the server's schema. */
export function CampaignForm({ profile, onSubmitted }: CampaignFormProps) {
  const token = useSelector(selectToken);
  const dispatch = useDispatch();
  const toast = usePageToast();
  const visuals = useCampaignVisuals(MAX_CAMPAIGN_VISUALS);
  const [visualsError, setVisualsError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const draftKey = campaignDraftKey(profile._id);
  const [restored] = useState(() => readKeptDraft(draftKey, toCampaignDraft));
  const [showRestored, setShowRestored] = useState(restored !== null);
  const [confirmingStartOver, setConfirmingStartOver] = useState(false);

  const formik = useFormik<CreateCampaignFields>({
    initialValues: restored ?? EMPTY_CAMPAIGN,
    validationSchema: createCampaignSchema,
    onSubmit: async (values, helpers) => {
      setVisualsError(null);
      setProgress(0);
      try {
        await createCampaign(
          values,
          visuals.added.map((visual) => visual.file),
          token,
          setProgress,
        );
        dispatch(api.util.invalidateTags(['Campaign']));
        toast.success(SUBMITTED);
        helpers.resetForm({ values: EMPTY_CAMPAIGN });
        setShowRestored(false);
        visuals.clear();
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

  useKeptDraft(draftKey, formik.values, EMPTY_CAMPAIGN);

  const startOver = () => {
    formik.resetForm({ values: EMPTY_CAMPAIGN });
    visuals.clear();
    setVisualsError(null);
    setShowRestored(false);
    setConfirmingStartOver(false);
  };

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
        {showRestored && (
          <Alert
            severity="info"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => setConfirmingStartOver(true)}
                sx={{ whiteSpace: 'nowrap' }}
              >
                Start over
              </Button>
            }
          >
            We kept the campaign you were writing. Add its photos and videos again before you
            submit.
          </Alert>
        )}

        <CampaignFields
          owner={profile}
          visuals={
            <CampaignVisualsField
              added={visuals.added}
              problems={visualsError ? [...visuals.problems, visualsError] : visuals.problems}
              disabled={busy}
              onAdd={visuals.add}
              onRemoveAdded={visuals.remove}
            />
          }
        />

        {progress !== null && <UploadProgress percent={progress} />}
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
      <ConfirmDialog
        open={confirmingStartOver}
        title="Start over?"
        message="Everything you have typed in this form will be cleared."
        confirmLabel="Start over"
        onConfirm={startOver}
        onCancel={() => setConfirmingStartOver(false)}
      />
    </FormikProvider>
  );
}
