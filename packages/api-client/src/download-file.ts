import { useCallback } from 'react';
import { useStore } from 'react-redux';
import type { ApiFailure } from './api-failure';
import type { AuthSlice } from './base-query';
import { tokenRefused, toFailure } from './base-query';

/** A failed download: an ApiFailure that is also an Error. */
export class DownloadFailure extends Error implements ApiFailure {
  readonly status: number;
  readonly code?: string;

  constructor({ status, message, code }: ApiFailure) {
    super(message);
    this.name = 'DownloadFailure';
    this.status = status;
    if (code) this.code = code;
  }
}

const loadHttp = () => import('./http');

/** The name in `Content-Disposition: attachment; filename="..."`, if there is one. */
export function attachmentName(header: string | null): string | null {
  const match = header ? /filename="([^"]+)"/.exec(header) : null;
  return match?.[1] ?? null;
}

/** Hands the bytes to the browser as a download named `name`. */
function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the URL to the download by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads a file from the API (a CSV export, a PDF) with the signed-in token, which a plain link
 * cannot send: fetched as a blob and saved under the server's file name (`fallbackName` without
 * one). Rejects with a DownloadFailure; a 401 signs out, as in the base query.
 */
export function useFileDownload(): (path: string, fallbackName: string) => Promise<void> {
  const store = useStore();
  return useCallback(
    async (path, fallbackName) => {
      const token = (store.getState() as AuthSlice).auth?.token;
      try {
        const { http } = await loadHttp();
        const response = await http(path, {
          headers: token ? { Authorization: `Bearer ${token}` } : undefined,
        });
        const name = attachmentName(response.headers.get('content-disposition')) ?? fallbackName;
        save(await response.blob(), name);
      } catch (error) {
        const failure = toFailure(error);
        if (failure.status === 401 && token) store.dispatch(tokenRefused(token));
        throw new DownloadFailure(failure);
      }
    },
    [store],
  );
}
