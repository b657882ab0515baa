import { badRequest } from './http-error';

/**
 * Runs the reading of a multipart body. A body the parser cannot read (cut short, a boundary that
 * never comes) fails with a plain Error, which is the client's 400; the limits' errors (413) and our
 * own refusals keep their status.
 */
export async function readMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof Error && !('statusCode' in error)) {
      throw Object.assign(
        badRequest('The upload could not be read. Please send it again.', 'MALFORMED_UPLOAD'),
        { cause: error },
      );
    }
    throw error;
  }
}
