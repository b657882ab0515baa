import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { CreateCampaignFields } from '@mitti/api-client/create-campaign';
import { useFormikContext } from 'formik';
import type { CampaignTextFieldName } from './campaign-form-values';

export type CampaignTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error'> & {
  name: CampaignTextFieldName;
};

/** A TextField bound to one form value; its error replaces the helper text once touched. */
export function CampaignTextField({ name, helperText, ...props }: CampaignTextFieldProps) {
  const { values, errors, touched, submitCount, handleChange, handleBlur, isSubmitting } =
    useFormikContext<CreateCampaignFields>();
  const error = touched[name] || submitCount > 0 ? errors[name] : undefined;
  return (
    <TextField
      id={`campaign-${name}`}
      name={name}
      value={values[name]}
      onChange={handleChange}
      onBlur={handleBlur}
      disabled={isSubmitting}
      error={Boolean(error)}
      helperText={error ?? helperText}
      {...props}
    />
  );
}
