import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';

/** The parts of a Formik form with an `email` value that its Email field reads. */
type EmailForm = Pick<
  FormikProps<{ email: string }>,
  'values' | 'errors' | 'touched' | 'handleChange' | 'handleBlur'
>;

/** The Email field of the sign-in and forgot-password forms; its error shows once it was left. */
export function EmailField({ id, form }: { id: string; form: EmailForm }) {
  const { values, errors, touched } = form;
  return (
    <TextField
      id={id}
      name="email"
      type="email"
      label="Email"
      autoComplete="email"
      fullWidth
      value={values.email}
      onChange={form.handleChange}
      onBlur={form.handleBlur}
      error={touched.email && Boolean(errors.email)}
      helperText={touched.email && errors.email}
    />
  );
}
