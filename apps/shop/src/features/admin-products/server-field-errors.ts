import type { ApiFailure } from '@mitti/api-client/api-failure';
import type { FormikErrors } from 'formik';
import { setIn } from 'formik';

/**
 * The editor's Formik status: the fields the server refused at the last save, and its message when
 * the product changed since the editor loaded it. Kept apart from Formik's errors, which the next
 * validation (a blur) replaces; cleared when a save starts and when the product is reloaded.
 */
export interface EditorStatus {
  serverErrors?: FormikErrors<unknown>;
  stale?: string;
}

/** The server's bad fields (by path: 'variants[1].sku') as Formik's nested errors. */
export function serverFieldErrors<Values>(failure: unknown): FormikErrors<Values> | null {
  const { fields } = (failure ?? {}) as Partial<ApiFailure>;
  if (!fields) return null;
  let errors = {} as FormikErrors<Values>;
  for (const [path, message] of Object.entries(fields)) {
    errors = setIn(errors, path, message) as FormikErrors<Values>;
  }
  return errors;
}
