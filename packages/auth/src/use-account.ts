import { readCachedProfile } from '@mitti/api-client/profile-cache';
import { useProfileQuery } from '@mitti/api-client/profile-endpoints';
import { useSelector } from 'react-redux';
import { selectIsSignedIn } from './auth-slice';

/** Whether someone is signed in, and their profile (the cached copy until the fresh one arrives). */
export function useAccount() {
  const signedIn = useSelector(selectIsSignedIn);
  const { data } = useProfileQuery(undefined, { skip: !signedIn });
  const profile = signedIn ? (data ?? readCachedProfile()) : null;
  return { signedIn, profile };
}
