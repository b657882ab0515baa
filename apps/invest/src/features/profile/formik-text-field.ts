import type { FormikProps } from 'formik';

/**
 * What ties an MUI TextField to one of a Formik form's text fields: its value, change and blur, off
 * while the form is sent, and its error once the field was left or the form was sent.
 */
export function formikTextField<Values, Name extends keyof Values & string>(
  formik: FormikProps<Values>,
  name: Name,
) {
  const error = formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined;
  return {
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    disabled: formik.isSubmitting,
    error: Boolean(error),
    helperText: error,
  };
}
