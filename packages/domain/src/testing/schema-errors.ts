import { ValidationError, type AnySchema } from 'yup';

/** Test support: every message a schema gives for a value, by field path ({} when it is valid). */
export async function schemaErrors(
  schema: AnySchema,
  value: unknown,
): Promise<Record<string, string>> {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      const path = inner.path ?? '';
      errors[path] ??= inner.message;
    }
    return errors;
  }
}
