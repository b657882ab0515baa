import type { ProfilePictureResponse } from '@mitti/domain/user';
import { UploadFailure, uploadWithProgress } from './upload-with-progress';

/** PUT /api/profile-picture (multipart field `profilePicture`), reporting upload progress. */
export async function uploadProfilePicture(
  file: File,
  token: string | null,
  onProgress: (percent: number) => void,
): Promise<ProfilePictureResponse> {
  const body = new FormData();
  body.append('profilePicture', file);
  const answer = await uploadWithProgress({
    method: 'PUT',
    path: '/profile-picture',
    body,
    token,
    onProgress,
  });
  if (!isPictureResponse(answer)) {
    throw new UploadFailure(200, 'The server answered without the new picture.');
  }
  return answer;
}

function isPictureResponse(body: unknown): body is ProfilePictureResponse {
  return (
    typeof body === 'object' &&
    body !== null &&
    'profilePicture' in body &&
    typeof (body as ProfilePictureResponse).profilePicture?.url === 'string'
  );
}
