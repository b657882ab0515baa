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
 * UploadFailure, like the base query's ApiFailure.
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

    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const answer = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        resolve(answer);
        return;
      }
      const error = (answer ?? {}) as Partial<ApiErrorBody>;
      reject(new UploadFailure(request.status, error.message ?? request.statusText, error.fields));
    };
    request.onerror = () => {
      reject(new UploadFailure(0, 'Could not reach the server. Check your connection.'));
    };

    request.send(body);
  });
}

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}
