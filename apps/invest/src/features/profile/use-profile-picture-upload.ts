import { api } from '@mitti/api-client/api';
import { failureMessage } from '@mitti/api-client/api-failure';
import { uploadProfilePicture } from '@mitti/api-client/upload-profile-picture';
import { selectToken } from '@mitti/auth/auth-slice';
import { MAX_UPLOAD_BYTES } from '@mitti/domain/constants';
import { useCallback, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';

const UPLOAD_FAILED = 'Failed to upload image. Please try again.';
const TOO_LARGE = 'This image is larger than 10 MB. Please choose a smaller one.';
const NOT_AN_IMAGE = 'Please choose an image file.';

/** Uploads a new profile picture with progress, then refreshes the profile. */
export function useProfilePictureUpload() {
  const token = useSelector(selectToken);
  const dispatch = useDispatch();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** Resolves true once the picture is saved; on failure `error` says why. */
  const upload = useCallback(
    async (file: File): Promise<boolean> => {
      setError(null);
      if (!file.type.startsWith('image/')) {
        setError(NOT_AN_IMAGE);
        return false;
      }
      if (file.size > MAX_UPLOAD_BYTES) {
        setError(TOO_LARGE);
        return false;
      }
      setProgress(0);
      try {
        await uploadProfilePicture(file, token, setProgress);
        dispatch(api.util.invalidateTags(['Profile']));
        return true;
      } catch (failure) {
        setError(failureMessage(failure, UPLOAD_FAILED));
        return false;
      } finally {
        setProgress(null);
      }
    },
    [dispatch, token],
  );

  return { upload, progress, error };
}
