import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ProductFormValues } from '@mitti/domain/admin-product';
import { getIn, useFormikContext } from 'formik';

export type ProductFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error'> & {
  /** A Formik path: 'name', 'variants[0].price', 'faq[1].answer'. */
  name: string;
};

/** A TextField bound to one value of the editor; its error shows once touched or submitted. */
export function ProductField({ name, helperText, ...props }: ProductFieldProps) {
  const { values, errors, touched, submitCount, handleChange, handleBlur, isSubmitting } =
    useFormikContext<ProductFormValues>();
  const shown = Boolean(getIn(touched, name)) || submitCount > 0;
  const error = shown ? (getIn(errors, name) as unknown) : undefined;
  const message = typeof error === 'string' ? error : undefined;
  return (
    <TextField
      id={`product-${name.replace(/[[\].]+/g, '-')}`}
      name={name}
      value={(getIn(values, name) as string | undefined) ?? ''}
      onChange={handleChange}
      onBlur={handleBlur}
      disabled={isSubmitting}
      error={Boolean(message)}
      helperText={message ?? helperText}
      {...props}
    />
  );
}
