import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useFormikContext } from 'formik';
import type { EditCampaignValues, EditTextFieldName } from './edit-campaign-values';

export type EditTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error'> & {
  name: EditTextFieldName;
  /** A funding term of an approved campaign: shown as it is, not editable. */
  frozen?: boolean;
};

/** A TextField bound to one value of the edit form; its error replaces the helper text once touched. */
export function EditTextField({
  name,
  helperText,
  frozen = false,
  slotProps,
  ...props
}: EditTextFieldProps) {
  const { values, errors, touched, submitCount, handleChange, handleBlur, isSubmitting } =
    useFormikContext<EditCampaignValues>();
  const error = touched[name] || submitCount > 0 ? errors[name] : undefined;
  return (
    <TextField
      id={`edit-campaign-${name}`}
      name={name}
      value={values[name]}
      onChange={handleChange}
      onBlur={handleBlur}
      disabled={isSubmitting}
      error={Boolean(error)}
      helperText={error ?? (frozen ? 'Fixed since approval' : helperText)}
      fullWidth
      slotProps={
        frozen ? { ...slotProps, input: { ...slotProps?.input, readOnly: true } } : slotProps
      }
      {...props}
    />
  );
}
