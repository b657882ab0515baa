/** An error whose message is meant for the user; the error handler sends it as { message, code }. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** The bad fields, by path, when the refusal is about some (a 409 on a value already taken). */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') =>
  new HttpError(400, code, message);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string) => new HttpError(403, 'FORBIDDEN', message);
/** Investing and creating a campaign wait until the account's email is confirmed. */
export const emailNotConfirmed = () =>
  new HttpError(
    403,
    'EMAIL_NOT_CONFIRMED',
    'Please confirm your email address first. We sent you a link when you signed up.',
  );
export const notFound = (message = 'Not found') => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code = 'CONFLICT', fields?: Record<string, string>) =>
  new HttpError(409, code, message, fields);

/** A peer we depend on (Redis, the database) is briefly out of reach: 503 with Retry-After. */
export class Unavailable extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    cause: unknown,
  ) {
    super(503, 'UNAVAILABLE', message);
    this.cause = cause;
  }
}
