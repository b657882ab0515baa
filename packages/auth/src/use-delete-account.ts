import { useDeleteAccountMutation } from '@mitti/api-client/account-endpoints';
import type { DeleteAccountBody } from '@mitti/domain/account-deletion';
import { useToast } from '@mitti/ui/toast-provider';
import { useCallback } from 'react';
import type { AppName } from './app-link';
import { useAppNavigate } from './app-link';
import { signOut } from './auth-slice';
import { useAuthDispatch } from './use-auth-dispatch';

export const ACCOUNT_DELETED = 'Your account has been deleted. Thank you for growing with Mitti.';

/**
 * DELETE /users/me, then this browser forgets the account, goes to / and says so. Throws the
 * ApiFailure of a refusal (a wrong password, or the 409 saying what still depends on the account).
 */
export function useDeleteAccount(app: AppName) {
  const [deleteAccount] = useDeleteAccountMutation();
  const dispatch = useAuthDispatch();
  const navigate = useAppNavigate(app);
  const toast = useToast();
  return useCallback(
    async (body: DeleteAccountBody) => {
      await deleteAccount(body).unwrap();
      dispatch(signOut());
      navigate('/', { replace: true });
      toast.success(ACCOUNT_DELETED);
    },
    [deleteAccount, dispatch, navigate, toast],
  );
}
