import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { CampaignStatus } from '@mitti/domain/campaign';
import type { CreateCampaignFields } from '@mitti/domain/campaign-schemas';
import { parseRupeesText, rupeesText } from '@mitti/domain/money';
import { useFormikContext } from 'formik';

/** The campaign form's values: the create fields, and the status when editing. */
export type CampaignFieldValues = CreateCampaignFields & { status?: CampaignStatus };

export type CampaignTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error'> & {
  name: Exclude<keyof CampaignFieldValues, 'farmingMethods'>;
  /** A funding term of an approved campaign: shown as it is, not editable. */
  frozen?: boolean;
  /** An amount in rupees: shown grouped as the site prints it (1,00,000) once the field is left. */
  amount?: boolean;
};

/** A TextField bound to one form value; its error replaces the helper text once touched. */
export function CampaignTextField({
  name,
  helperText,
  frozen = false,
  amount,
  slotProps,
  ...props
}: CampaignTextFieldProps) {
  const {
    values,
    errors,
    touched,
    submitCount,
    handleChange,
    handleBlur,
    setFieldValue,
    isSubmitting,
  } = useFormikContext<CampaignFieldValues>();
  const value = values[name] ?? '';
  const error = touched[name] || submitCount > 0 ? errors[name] : undefined;
  return (
    <TextField
      id={`campaign-${name}`}
      name={name}
      value={value}
      onChange={handleChange}
      onBlur={(event) => {
        const rupees = amount ? parseRupeesText(value) : null;
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
