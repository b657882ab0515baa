import { readCachedProfile } from '@mitti/api-client/profile-cache';
import { useProfileQuery } from '@mitti/api-client/profile-endpoints';
import { selectIsSignedIn } from '@mitti/auth/auth-slice';
import { useSelector } from 'react-redux';

/**
 * The signed-in account's profile (the cached copy until the fresh one arrives) and whether reading
 * it failed. The same reading as @mitti/auth's useAccount, which that package does not export.
 */
export function useOperatorAccount() {
  const signedIn = useSelector(selectIsSignedIn);
  const query = useProfileQuery(undefined, { skip: !signedIn });
  const profile = signedIn ? (query.data ?? readCachedProfile()) : null;
  return {
    profile,
    failed: query.isError && !query.isFetching,
    retry: () => void query.refetch(),
  };
}
