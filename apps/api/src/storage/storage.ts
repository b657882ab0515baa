/** Where uploaded files live. Keys are made by the server, e.g. `avatars/<uuid>.png`. */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes the file; a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
  /** The address a browser uses to fetch the file. */
  url(key: string): string;
}
