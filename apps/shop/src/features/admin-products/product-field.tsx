import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ProductFormValues } from '@mitti/domain/admin-product';
import { getIn, useFormikContext } from 'formik';
import type { EditorStatus } from './server-field-errors';

export type ProductFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error'> & {
  /** A Formik path: 'name', 'variants[0].price', 'faq[1].answer'. */
  name: string;
};

/** The input's id for a Formik path: 'variants[0].price' is 'product-variants-0-price'. */
export const productFieldId = (name: string) => `product-${name.replace(/[[\].]+/g, '-')}`;

/** A TextField bound to one value of the editor; its error shows once touched or submitted. */
export function ProductField({ name, helperText, ...props }: ProductFieldProps) {
  const form = useFormikContext<ProductFormValues>();
  const { values, errors, touched, submitCount, handleChange, handleBlur, isSubmitting } = form;
  const status = form.status as EditorStatus | undefined;
  const shown = Boolean(getIn(touched, name)) || submitCount > 0;
  const error = shown ? (getIn(errors, name) as unknown) : undefined;
  const refused = getIn(status?.serverErrors, name) as unknown;
  const message =
    typeof error === 'string' ? error : typeof refused === 'string' ? refused : undefined;
  return (
    <TextField
      id={productFieldId(name)}
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
