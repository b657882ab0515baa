import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { CreateCampaignFields } from '@mitti/api-client/create-campaign';
import { parseRupeesText, rupeesText } from '@mitti/domain/money';
import { useFormikContext } from 'formik';
import type { CampaignTextFieldName } from './campaign-form-values';

export type CampaignTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error'> & {
  name: CampaignTextFieldName;
  /** An amount in rupees: shown grouped as the site prints it (1,00,000) once the field is left. */
  amount?: boolean;
};

/** A TextField bound to one form value; its error replaces the helper text once touched. */
export function CampaignTextField({ name, helperText, amount, ...props }: CampaignTextFieldProps) {
  const {
    values,
    errors,
    touched,
    submitCount,
    handleChange,
    handleBlur,
    setFieldValue,
    isSubmitting,
  } = useFormikContext<CreateCampaignFields>();
  const error = touched[name] || submitCount > 0 ? errors[name] : undefined;
  return (
    <TextField
      id={`campaign-${name}`}
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
      helperText={error ?? helperText}
      {...props}
    />
  );
}
