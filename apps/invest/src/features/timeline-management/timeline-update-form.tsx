import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import { api } from '@mitti/api-client/api';
import {
  addTimelineUpdate,
  type TimelineUpdateFields,
} from '@mitti/api-client/add-timeline-update';
import { failureMessage } from '@mitti/api-client/api-failure';
import { selectToken } from '@mitti/auth/auth-slice';
import { indianDay } from '@mitti/domain/dates';
import { TIMELINE_REQUIRED_MESSAGE, timelineUpdateSchema } from '@mitti/domain/timeline-schemas';
import { REQUIRED_MESSAGE } from '@mitti/domain/validation-messages';
import { FocusFirstError } from '@mitti/ui/focus-first-error';
import { readKeptDraft, useKeptDraft } from '@mitti/ui/kept-draft';
import { FormikProvider, useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { TimelineImagesField } from './timeline-images-field';
import { useTimelineImages } from './use-timeline-images';
import { useTimelineToast } from './use-timeline-toast';

const ADDING = 'Adding timeline update...';
const ADDED = 'Timeline update added successfully!';
const FAILED = 'Failed to add update. Please try again.';

const noUpdate = (): TimelineUpdateFields => ({
  title: '',
  date: indianDay(new Date()),
  description: '',
});

/** Where the form keeps an update being written, until it is posted (photos cannot be kept). */
const updateDraftKey = (campaignId: string) => `mitti.timeline-draft.${campaignId}`;

/** A kept update as form values; what does not fit is left as a new form has it. */
function toUpdateDraft(stored: unknown): TimelineUpdateFields {
  const kept = stored as Partial<Record<keyof TimelineUpdateFields, unknown>>;
  const text = (value: unknown, otherwise: string) =>
    typeof value === 'string' ? value : otherwise;
  const empty = noUpdate();
  return {
    title: text(kept.title, empty.title),
    date: text(kept.date, empty.date),
    description: text(kept.description, empty.description),
  };
}

/** The form that posts a new update (title, date, description, up to 5 images) to a campaign. */
export function TimelineUpdateForm({ campaignId }: { campaignId: string }) {
  const token = useSelector(selectToken);
  const dispatch = useDispatch();
  const toast = useTimelineToast();
  const { images, problems, add, remove, clear } = useTimelineImages();
  const [progress, setProgress] = useState<number | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const title = useRef<HTMLInputElement>(null);
  const posted = useRef(false);
  const draftKey = updateDraftKey(campaignId);
  const [empty] = useState(noUpdate);
  const [restored] = useState(() => readKeptDraft(draftKey, toUpdateDraft));
  const [showRestored, setShowRestored] = useState(restored !== null);

  const formik = useFormik<TimelineUpdateFields>({
    initialValues: restored ?? empty,
    validationSchema: timelineUpdateSchema,
    validateOnBlur: false,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      const working = toast.working(ADDING);
      setProgress(0);
      try {
        await addTimelineUpdate(
          campaignId,
          values,
          images.map((image) => image.file),
          token,
          setProgress,
        );
        dispatch(api.util.invalidateTags([{ type: 'Timeline', id: campaignId }]));
        toast.success(ADDED, working);
        posted.current = true;
        helpers.resetForm({ values: empty });
        setShowRestored(false);
        clear();
      } catch (failure) {
        toast.error(failureMessage(failure, FAILED), working);
      } finally {
        setProgress(null);
      }
    },
  });
  const busy = formik.isSubmitting;
  useKeptDraft(draftKey, formik.values, empty);

  // After a post the form is empty again and the title takes the focus, for the next update. Only
  // once the form is no longer busy: its fields are disabled while it posts.
  useEffect(() => {
    if (busy || !posted.current) return;
    posted.current = false;
    title.current?.focus();
  }, [busy]);
  const missing = Object.values(formik.errors).includes(TIMELINE_REQUIRED_MESSAGE);
  // The spec's one message for all three stays above the form; each empty field says so itself.
  const fieldError = (name: keyof TimelineUpdateFields) => {
    const error = formik.errors[name];
    return error === TIMELINE_REQUIRED_MESSAGE ? REQUIRED_MESSAGE : error;
  };

  return (
    <Box
      component="form"
      ref={form}
      noValidate
      aria-label="Add a timeline update"
      onSubmit={formik.handleSubmit}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <FormikProvider value={formik}>
        <FocusFirstError form={form} />
      </FormikProvider>
      {showRestored && (
        <Alert severity="info">
          We kept the update you were writing. Add its photos again before you post it.
        </Alert>
      )}
      {missing && <Alert severity="error">{TIMELINE_REQUIRED_MESSAGE}</Alert>}
      <TextField
        name="title"
        inputRef={title}
        label="Update Title"
        value={formik.values.title}
        onChange={formik.handleChange}
        required
        disabled={busy}
        error={Boolean(fieldError('title'))}
        helperText={fieldError('title')}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 160 } }}
      />
      <TextField
        name="date"
        label="Date of Update"
        type="date"
        value={formik.values.date}
        onChange={formik.handleChange}
        required
        disabled={busy}
        error={Boolean(fieldError('date'))}
        helperText={fieldError('date')}
        fullWidth
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: indianDay(new Date()) } }}
      />
      <TextField
        name="description"
        label="Description"
        value={formik.values.description}
        onChange={formik.handleChange}
        required
        multiline
        minRows={4}
        disabled={busy}
        error={Boolean(fieldError('description'))}
        fullWidth
        helperText={
          fieldError('description') ??
          'What happened on the farm: sowing, rain, harvest, what the money bought.'
        }
      />
      <TimelineImagesField
        images={images}
        problems={problems}
        disabled={busy}
        onAdd={add}
        onRemove={remove}
      />
      {progress !== null && (
        <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" />
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {busy ? 'Submitting...' : 'Add Update'}
      </Button>
    </Box>
  );
}
