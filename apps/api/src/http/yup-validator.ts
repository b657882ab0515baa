import type { FastifyInstance } from 'fastify';
import type { Schema } from 'yup';
import { ValidationError } from 'yup';

function isYupSchema(schema: unknown): schema is Schema {
  return typeof schema === 'object' && schema !== null && '__isYupSchema__' in schema;
}

/**
 * Route schemas are the yup schemas of @mitti/domain, the same ones the forms use. Unknown fields are
 * dropped and every failing field is reported (the error handler turns this into a 400 with fields).
 */
export function installYupValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => {
    if (!isYupSchema(schema)) {
      throw new Error('Route schemas must be yup schemas.');
    }
    // A missing body is validated as an empty one, so required fields are reported.
    return (data: unknown) => {
      try {
        return {
          value: schema.validateSync(data ?? {}, {
            abortEarly: false,
            stripUnknown: true,
          }) as unknown,
        };
      } catch (error) {
        if (error instanceof ValidationError) return { error };
        throw error;
      }
    };
  });
}
