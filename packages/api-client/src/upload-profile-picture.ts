import type { ApiErrorBody } from '@mitti/domain/api-error';
import type { ProfilePictureResponse } from '@mitti/domain/user';
import type { ApiFailure } from './api-failure';

/** An ApiFailure that is also an Error, so it can be a promise's rejection reason. */
class UploadFailure extends Error implements ApiFailure {
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
 * PUT /api/profile-picture (multipart field `profilePicture`). XMLHttpRequest rather than ky or fetch,
 * because only XMLHttpRequest reports upload progress. Rejects with an ApiFailure, like the base query.
 */
export function uploadProfilePicture(
  file: File,
  token: string | null,
  onProgress: (percent: number) => void,
): Promise<ProfilePictureResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', '/api/profile-picture');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.responseType = 'text';

    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300 && isPictureResponse(body)) {
        resolve(body);
        return;
      }
      const error = (body ?? {}) as Partial<ApiErrorBody>;
      reject(new UploadFailure(request.status, error.message ?? request.statusText, error.fields));
    };
    request.onerror = () => {
      reject(new UploadFailure(0, 'Could not reach the server. Check your connection.'));
    };

    const form = new FormData();
    form.append('profilePicture', file);
    request.send(form);
  });
}

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function isPictureResponse(body: unknown): body is ProfilePictureResponse {
  return (
    typeof body === 'object' &&
    body !== null &&
    'profilePicture' in body &&
    typeof (body as ProfilePictureResponse).profilePicture?.url === 'string'
  );
}
