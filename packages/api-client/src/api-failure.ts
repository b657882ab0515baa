/** Every failed call, normalised: the HTTP status (0 when the network failed), the server's message, bad fields. */
export interface ApiFailure {
  status: number;
  message: string;
  /** The server's code of the refusal, such as EMAIL_NOT_CONFIRMED. */
  code?: string;
  fields?: Record<string, string>;
}

/** Whether the call failed with the server's code. */
export function failedWith(error: unknown, code: string): boolean {
  return Boolean(error && typeof error === 'object' && 'code' in error && error.code === code);
}

/** The server's message for one field of a refused call, if it named that field. */
export function fieldFailure(error: unknown, field: string): string | undefined {
  if (!error || typeof error !== 'object' || !('fields' in error)) return undefined;
  const fields = error.fields as ApiFailure['fields'];
  return fields?.[field];
}

/** Whether the server answered that there is no such thing (404). */
export function wasNotFound(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && 'status' in error && error.status === 404);
}

/**
 * Whether the API refused the signed-in session (401: it expired or was ended elsewhere). The app
 * has signed out by then and AccountSync says so, with a way to sign in again, so a screen need not
 * add a failure of its own.
 */
export function wasSignedOut(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && 'status' in error && error.status === 401);
}

/**
 * Whether a call failed without an answer from the server: the network failed, or a proxy answered
 * 5xx in its place (no code of ours). The server may have done the work all the same.
 */
export function wasUnanswered(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('status' in error)) return false;
  const { status } = error as ApiFailure;
  return status === 0 || (status >= 500 && !('code' in error));
}

/** The message to show for a failed call: the server's, else the screen's fallback text. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message.length > 0) return message;
  }
  return fallback;
}
