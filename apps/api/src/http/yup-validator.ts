import type { FastifyInstance } from 'fastify';
import type { Schema } from 'yup';
import { ValidationError } from 'yup';
import { badRequest } from './http-error';
import { hasNul, nulRefused } from './nul-text';

function isYupSchema(schema: unknown): schema is Schema {
  return typeof schema === 'object' && schema !== null && '__isYupSchema__' in schema;
}

const isObject = (data: unknown) =>
  typeof data === 'object' && data !== null && !Array.isArray(data);

/**
 * Route schemas are the yup schemas of @mitti/domain, the same ones the forms use. Unknown fields are
 * dropped and every failing field is reported (the error handler turns this into a 400 with fields).
 * Bodies are JSON objects: Fastify's parser for text/plain is removed (415), and a JSON array, text
 * or number is refused before yup reads it.
 */
export function installYupValidation(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (!isYupSchema(schema)) {
      throw new Error('Route schemas must be yup schemas.');
    }
    // A missing body is validated as an empty one, so required fields are reported.
    return (data: unknown) => {
      if (httpPart === 'body' && data != null && !isObject(data)) {
        return { error: badRequest('The request body must be a JSON object.', 'VALIDATION') };
      }
      if (hasNul(data)) return { error: nulRefused() };
      try {
        return {
          value: schema.validateSync(data ?? {}, {
            abortEarly: false,
            stripUnknown: true,
          }) as unknown,
        };
      } catch (error) {
        if (error instanceof ValidationError) return { error };
        // yup's transforms assume the declared type (a string's trim() on an array throws), and its
        // field lookup trips over keys like `constructor`: input it cannot read is the client's error.
        return {
          error: Object.assign(
            badRequest('Some values in the request are not valid.', 'VALIDATION'),
            { cause: error },
          ),
        };
      }
    };
  });
}
