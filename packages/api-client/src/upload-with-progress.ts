import type { ApiErrorBody } from '@mitti/domain/api-error';
import type { ApiFailure } from './api-failure';

/** An ApiFailure that is also an Error, so it can be a promise's rejection reason. */
export class UploadFailure extends Error implements ApiFailure {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'UploadFailure';
  }
}

/**
 * How long an upload may go without a sign of life (a byte sent, the answer arriving) before it is
 * given up. Counted again at each sign rather than from the start, so a campaign's ten 10 MB videos
 * on a slow line go on while a stalled upload ends. ky's calls, with small bodies, have 30 s in all;
 * twice that leaves the server time to store the files once they have arrived.
 */
const STALL_LIMIT_MS = 60_000;

export interface UploadRequest {
  method: 'POST' | 'PUT';
  /** Under /api, e.g. '/campaigns'. */
  path: string;
  body: FormData;
  token: string | null;
  /** Whole percents of the request body sent so far. */
  onProgress: (percent: number) => void;
}

/**
 * Sends a multipart request to the API. XMLHttpRequest rather than ky or fetch, because only
 * XMLHttpRequest reports upload progress. Resolves with the parsed JSON answer; rejects with an
 * UploadFailure, like the base query's ApiFailure, also when the upload stalls.
 */
export function uploadWithProgress({
  method,
  path,
  body,
  token,
  onProgress,
}: UploadRequest): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `/api${path}`);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.responseType = 'text';

    let stall: ReturnType<typeof setTimeout> | undefined;
    const stillAlive = () => {
      clearTimeout(stall);
      stall = setTimeout(() => {
        reject(new UploadFailure(0, 'The server took too long to answer.'));
        request.abort();
      }, STALL_LIMIT_MS);
    };

    request.upload.onprogress = (event) => {
      stillAlive();
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onprogress = stillAlive;
    request.onload = () => {
      clearTimeout(stall);
      const answer = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        resolve(answer);
        return;
      }
      // No message when the answer is not ours (a proxy's error page): the screen says what failed.
      const error = (answer ?? {}) as Partial<ApiErrorBody>;
      reject(new UploadFailure(request.status, error.message ?? '', error.fields));
    };
    // An abort we did not ask for (the stall's is settled already) is the browser dropping the request.
    request.onerror = request.onabort = () => {
      clearTimeout(stall);
      reject(new UploadFailure(0, 'Could not reach the server. Check your connection.'));
    };

    request.send(body);
    stillAlive();
  });
}

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}
