import type { ApiErrorBody } from '@mitti/domain/api-error';
import { MAX_UPLOAD_BYTES } from '@mitti/domain/constants';
import type { FastifyError, FastifyInstance } from 'fastify';
import { defaultLocale, type MessageParams, ValidationError } from 'yup';
import { isConnectionLost } from '../db/connection-lost';
import { HttpError, Unavailable } from './http-error';
import type { SpaFallback } from './static-files';
import { isPagePath } from './static-files';

const INTERNAL: ApiErrorBody = {
  message: 'Something went wrong on our side. Please try again.',
  code: 'INTERNAL',
};

const CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  411: 'LENGTH_REQUIRED',
  413: 'TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

const KINDS: Record<string, string> = {
  array: 'a list',
  object: 'an object',
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  date: 'a date',
};

/**
 * yup's own message for a value of the wrong JSON type ("must be a `array` type, but the final value
 * was…") is for developers; the domain's schemas name their fields' types where a form can get them
 * wrong, and every other field gets this plain one.
 */
function plainMessage(item: ValidationError): string {
  const yupsOwn = defaultLocale.mixed?.notType;
  const params = item.params as (MessageParams & { type: string }) | undefined;
  if (item.type !== 'typeError' || typeof yupsOwn !== 'function' || !params) return item.message;
  if (item.message !== yupsOwn(params)) return item.message;
  return `${params.path} must be ${KINDS[params.type] ?? 'another kind of value'}.`;
}

function validationBody(error: ValidationError): ApiErrorBody {
  const inner = error.inner.length > 0 ? error.inner : [error];
  const fields: Record<string, string> = {};
  for (const item of inner) {
    const key = item.path ?? '_';
    fields[key] ??= plainMessage(item);
  }
  const first = inner[0];
  return { message: first ? plainMessage(first) : error.message, code: 'VALIDATION', fields };
}

/** Every error leaves as { message, code, fields? }; a 5xx says nothing about what happened. */
export function installErrorHandling(app: FastifyInstance, spaFallback: SpaFallback | null): void {
  app.setErrorHandler<FastifyError | Error>((error, request, reply) => {
    if (isConnectionLost(error)) {
      // A transaction dies with its connection (rolled back); a new try gets a new connection.
      error = new Unavailable(
        'We lost our connection to the database for a moment. Please try again.',
        1,
        error,
      );
    }
    if (error instanceof ValidationError) {
      return reply.status(400).send(validationBody(error));
    }
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      if (error instanceof Unavailable) reply.header('retry-after', error.retryAfterSeconds);
      const body: ApiErrorBody = {
        message: error.message,
        code: error.code,
        ...(error.fields ? { fields: error.fields } : {}),
      };
      return reply.status(error.statusCode).send(body);
    }
    const status =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 413 && 'code' in error && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = Math.round(app.initialConfig.bodyLimit! / (1024 * 1024));
      return reply.status(413).send({
        message: `The request is too large. The limit is ${limit} MB.`,
        code: 'TOO_LARGE',
      });
    }
    if (status === 413) {
      const limit = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));
      return reply.status(413).send({
        message: `The file is too large. The limit is ${limit} MB.`,
        code: 'FILE_TOO_LARGE',
      });
    }
    if (status === 429) {
      // The rate limiter has set how long the wait is: a minute for sign-in, up to 15 for emails.
      const minutes = Math.ceil(Number(reply.getHeader('retry-after') ?? 60) / 60);
      const wait = minutes > 1 ? `try again in ${minutes} minutes` : 'wait a minute and try again';
      return reply.status(429).send({
        message: `Too many attempts. Please ${wait}.`,
        code: 'RATE_LIMITED',
      });
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'request refused');
      const body: ApiErrorBody = { message: error.message, code: CODES[status] ?? 'BAD_REQUEST' };
      return reply.status(status).send(body);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(status >= 500 && status < 600 ? status : 500).send(INTERNAL);
  });

  app.setNotFoundHandler((request, reply) => {
    if (spaFallback && isPagePath(request)) return spaFallback(request, reply);
    const body: ApiErrorBody = { message: 'Not found', code: 'NOT_FOUND' };
    return reply.status(404).send(body);
  });
}
