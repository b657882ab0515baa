import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { parseRupeesText, rupeesText } from '@mitti/domain/money';
import { useFormikContext } from 'formik';
import type { EditCampaignValues, EditTextFieldName } from './edit-campaign-values';

export type EditTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error'> & {
  name: EditTextFieldName;
  /** A funding term of an approved campaign: shown as it is, not editable. */
  frozen?: boolean;
  /** An amount in rupees: shown grouped as the site prints it (1,00,000) once the field is left. */
  amount?: boolean;
};

/** A TextField bound to one value of the edit form; its error replaces the helper text once touched. */
export function EditTextField({
  name,
  helperText,
  frozen = false,
  amount,
  slotProps,
  ...props
}: EditTextFieldProps) {
  const {
    values,
    errors,
    touched,
    submitCount,
    handleChange,
    handleBlur,
    setFieldValue,
    isSubmitting,
  } = useFormikContext<EditCampaignValues>();
  const error = touched[name] || submitCount > 0 ? errors[name] : undefined;
  return (
    <TextField
      id={`edit-campaign-${name}`}
      name={name}
      value={values[name]}
      onChange={handleChange}
      onBlur={(event) => {
        const rupees = amount ? parseRupeesText(values[name]) : null;
        if (rupees !== null) void setFieldValue(name, rupeesText(rupees));
        handleBlur(event);
      }}
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
