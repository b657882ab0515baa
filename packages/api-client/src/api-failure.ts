/** Every failed call, normalised: the HTTP status (0 when the network failed), the server's message, bad fields. */
export interface ApiFailure {
  status: number;
  message: string;
  fields?: Record<string, string>;
}

/** The message to show for a failed call: the server's, else the screen's fallback text. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message.length > 0) return message;
  }
  return fallback;
}
