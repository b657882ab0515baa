import { HttpError } from '../http/http-error';

/** The folders uploads are kept in: `<folder>/<name made by the server>`. */
export const UPLOAD_FOLDERS = ['avatars', 'campaigns', 'timeline', 'items'] as const;

/** A key the server could have made: a known folder, then a name of safe characters only. */
const UPLOAD_KEY = new RegExp(`^(?:${UPLOAD_FOLDERS.join('|')})/[A-Za-z0-9][A-Za-z0-9._-]*$`);

export function isUploadKey(key: string): boolean {
  return UPLOAD_KEY.test(key) && !key.includes('..');
}

/** A key names one content for good (never reused), so any copy may be kept for a year. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface StoredFile {
  key: string;
  lastModified: Date;
}

/** Where uploaded files live. Keys are made by the server, e.g. `avatars/<uuid>.png`. */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes the file; a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
  /** The address a browser uses to fetch the file. */
  url(key: string): string;
  /** The files stored under `<folder>/`, a page at a time. */
  list(folder: string): AsyncIterable<StoredFile[]>;
}

/** The file store cannot be reached: only the requests that need it fail, with this 503. */
export class StorageUnavailableError extends HttpError {
  constructor(cause: unknown) {
    super(
      503,
      'STORAGE_UNAVAILABLE',
      'File storage is unavailable. Please try again in a few minutes.',
    );
    this.cause = cause;
  }
}
