import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  useSetUserDisabledMutation,
  useSetUserRoleMutation,
  useSetUserVerificationMutation,
} from '@mitti/api-client/admin-user-endpoints';
import { failureMessage } from '@mitti/api-client/api-failure';
import { useProfileQuery } from '@mitti/api-client/profile-endpoints';
import type { AdminUserDetail } from '@mitti/domain/admin-users';
import { userVerificationSchema } from '@mitti/domain/admin-users';
import { ConfirmDialog } from '@mitti/ui/confirm-dialog';
import { ReasonDialog } from '@mitti/ui/reason-dialog';
import { useToast } from '@mitti/ui/toast-provider';
import { useState } from 'react';

type Dialog = 'role' | 'verification' | 'disable' | 'enable' | null;

/**
 * What an operator may change of an account, each after a confirmation: the operator role, the
 * farmer's verification (with a reason they are told) and whether the account may sign in.
 */
export function PersonActions({ user }: { user: AdminUserDetail }) {
  const { data: profile } = useProfileQuery();
  const toast = useToast();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [setRole, role] = useSetUserRoleMutation();
  const [setVerification] = useSetUserVerificationMutation();
  const [setDisabled, disabling] = useSetUserDisabledMutation();
  const self = profile?._id === user._id;
  const operator = user.role === 'admin';
  const close = () => setDialog(null);

  /** Runs the change; the toast says what happened or why not. Whether it succeeded. */
  const run = async (change: () => Promise<{ message: string }>, failed: string) => {
    try {
      toast.success((await change()).message);
      close();
      return true;
    } catch (failure) {
      toast.error(failureMessage(failure, failed));
      return false;
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" onClick={() => setDialog('role')} disabled={self && operator}>
          {operator ? 'Remove operator role' : 'Make operator'}
        </Button>
        <Button variant="outlined" onClick={() => setDialog('verification')}>
          {user.verified ? 'Take back verification' : 'Verify farmer'}
        </Button>
        {user.disabledAt ? (
          <Button variant="outlined" onClick={() => setDialog('enable')}>
            Enable account
          </Button>
        ) : (
          <Button
            variant="outlined"
            color="error"
            onClick={() => setDialog('disable')}
            disabled={self}
          >
            Disable account
          </Button>
        )}
      </Box>
      {self && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          This is your own account: another operator must remove your role or disable it.
        </Typography>
      )}

      <ConfirmDialog
        open={dialog === 'role'}
        title={operator ? `Remove ${user.name} as an operator?` : `Make ${user.name} an operator?`}
        message={
          operator
            ? 'They will no longer reach the operations area or change anything in it.'
            : 'They will be able to review campaigns, verify farmers, decide refunds, move orders and change accounts.'
        }
        confirmLabel={operator ? 'Remove operator role' : 'Make operator'}
        busy={role.isLoading}
        onConfirm={() =>
          void run(
            () => setRole({ id: user._id, role: operator ? 'user' : 'admin' }).unwrap(),
            'Could not change the role.',
          )
        }
        onCancel={close}
      />
      <ConfirmDialog
        open={dialog === 'enable'}
        title={`Enable ${user.name}'s account?`}
        message="They will be able to sign in again, and their public campaigns show again."
        confirmLabel="Enable account"
        busy={disabling.isLoading}
        onConfirm={() =>
          void run(
            () => setDisabled({ id: user._id, disabled: false }).unwrap(),
            'Could not enable the account.',
          )
        }
        onCancel={close}
      />
      {dialog === 'verification' && (
        <ReasonDialog
          title={user.verified ? `Take back ${user.name}'s verification?` : `Verify ${user.name}?`}
          text={
            user.verified
              ? 'They will no longer be a verified farmer and cannot start campaigns. They are told by email with your reason.'
              : 'They become a verified farmer who can start campaigns, and are told by email.'
          }
          label="Reason"
          submitLabel={user.verified ? 'Take back verification' : 'Verify farmer'}
          rule={userVerificationSchema.fields.reason}
          onSubmit={async (reason) => {
            await run(
              () => setVerification({ id: user._id, verified: !user.verified, reason }).unwrap(),
              'Could not change the verification.',
            );
          }}
          onClose={close}
        />
      )}
      {dialog === 'disable' && (
        <ReasonDialog
          title={`Disable ${user.name}'s account?`}
          text="They are signed out everywhere and cannot sign in; their public campaigns are hidden. Money already moved is not touched."
          label="Reason"
          submitLabel="Disable account"
          rule={userVerificationSchema.fields.reason}
          onSubmit={async (reason) => {
            await run(
              () => setDisabled({ id: user._id, disabled: true, reason }).unwrap(),
              'Could not disable the account.',
            );
          }}
          onClose={close}
        />
      )}
    </Box>
  );
}
