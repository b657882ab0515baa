import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { failureMessage, type ApiFailure } from '@mitti/api-client/api-failure';
import { useFormik } from 'formik';
import { useState } from 'react';
import type { AnyObjectSchema } from 'yup';
import { formikTextField } from './formik-text-field';

export interface InlineEditFieldProps {
  /** The request field this edits, e.g. 'name' for PUT /editName. */
  name: string;
  label: string;
  value: string;
  /** Shown in view mode when there is no value yet. */
  emptyText?: string;
  /** The domain schema of the request; its `name` field validates the input. */
  schema: AnyObjectSchema;
  /** Shown when saving fails and the server gave no message. */
  failureText: string;
  inputMode?: 'text' | 'numeric';
  /** Saves the trimmed value; rejects with an ApiFailure. */
  onSave: (value: string) => Promise<void>;
}

/** One profile value that switches between view and edit mode (invest.md 4). */
export function InlineEditField(props: InlineEditFieldProps) {
  const [editing, setEditing] = useState(false);
  // Back from editing (saved or cancelled), the Edit button has the focus again.
  const [edited, setEdited] = useState(false);
  const done = () => {
    setEditing(false);
    setEdited(true);
  };
  return editing ? (
    <EditMode {...props} onDone={done} />
  ) : (
    <ViewMode {...props} focusEdit={edited} onEdit={() => setEditing(true)} />
  );
}

function ViewMode({
  label,
  value,
  emptyText,
  focusEdit,
  onEdit,
}: InlineEditFieldProps & { focusEdit: boolean; onEdit: () => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        {value ? (
          <Typography sx={{ wordBreak: 'break-word' }}>{value}</Typography>
        ) : (
          <Typography sx={{ color: 'text.secondary', fontStyle: 'italic' }}>{emptyText}</Typography>
        )}
      </Box>
      <Tooltip title={`Edit ${label.toLowerCase()}`}>
        <IconButton
          onClick={onEdit}
          aria-label={`Edit ${label.toLowerCase()}`}
          color="primary"
          autoFocus={focusEdit}
        >
          <EditOutlined />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

function EditMode({
  name,
  label,
  value,
  schema,
  failureText,
  inputMode = 'text',
  onSave,
  onDone,
}: InlineEditFieldProps & { onDone: () => void }) {
  const formik = useFormik<Record<string, string>>({
    initialValues: { [name]: value },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const clean = schema.cast(values, { stripUnknown: true }) as Record<string, string>;
      try {
        await onSave(clean[name] ?? '');
        onDone();
      } catch (failure) {
        const field = (failure as Partial<ApiFailure>).fields?.[name];
        helpers.setFieldError(name, field ?? failureMessage(failure, failureText));
      }
    },
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={formik.handleSubmit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !formik.isSubmitting) onDone();
      }}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { sm: 'flex-start' },
        gap: 1,
      }}
    >
      <TextField
        {...formikTextField(formik, name)}
        label={label}
        autoFocus
        size="small"
        slotProps={{ htmlInput: { inputMode } }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexShrink: 0, pt: { sm: 0.25 } }}>
        <Button
          type="submit"
          variant="contained"
          disabled={formik.isSubmitting}
          startIcon={
            formik.isSubmitting ? (
              <CircularProgress size={16} color="inherit" aria-hidden />
            ) : undefined
          }
        >
          Save
        </Button>
        <Button onClick={onDone} disabled={formik.isSubmitting} color="inherit">
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
