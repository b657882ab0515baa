import { useProfileQuery } from '@mitti/api-client/profile-endpoints';
import { useAccount } from './use-account';

/**
 * For the operators' pages, which must know the role before showing anything: the signed-in
 * account's profile (the cached copy until the fresh one arrives) and whether reading it failed.
 */
export function useOperatorAccount() {
  const { signedIn, profile } = useAccount();
  const query = useProfileQuery(undefined, { skip: !signedIn });
  return {
    profile,
    failed: query.isError && !query.isFetching,
    retry: () => void query.refetch(),
  };
}
