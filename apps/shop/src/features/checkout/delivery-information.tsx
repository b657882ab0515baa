import Add from '@mui/icons-material/Add';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { failureMessage } from '@mitti/api-client/api-failure';
import { useEditAddressesMutation } from '@mitti/api-client/profile-endpoints';
import { TOO_MANY_ADDRESSES_MESSAGE, type AddressInput } from '@mitti/domain/address';
import { MAX_ADDRESSES } from '@mitti/domain/constants';
import type { UserProfile } from '@mitti/domain/user';
import { AddressDialog } from '@mitti/ui/address-dialog';
import { DeleteAddressDialog } from '@mitti/ui/delete-address-dialog';
import { useToast } from '@mitti/ui/toast-provider';
import { useId, useState } from 'react';
import {
  selectionAfterAdd,
  selectionAfterDelete,
  type AddressSelection,
} from './address-selection';
import { SectionCard } from './section-card';
import { SectionLoadFailed, SectionLoading } from './section-status';
import { SelectableAddressCard } from './selectable-address-card';

export const PROFILE_LOAD_FAILED = 'Could not load your profile.';

/** Which address the dialog edits: its index, or -1 for a new one. */
type DialogState = { index: number } | null;

export interface DeliveryInformationProps {
  profile: UserProfile | undefined;
  loading: boolean;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  selected: AddressSelection;
  onSelect: (selection: AddressSelection) => void;
  /** The list was written: the server's answer (shown until the profile reloads) and the selection. */
  onSaved: (answer: UserProfile | null, selection: AddressSelection) => void;
  /** An order is being placed: the address may not change under it. */
  locked: boolean;
}

/**
 * Delivery Information: the saved addresses as radio cards, with add, edit and delete. Every change
 * writes the whole list (PUT /editAddress) and moves the selection by the rules of shop.md 4.
 */
export function DeliveryInformation({
  profile,
  loading,
  failed,
  retrying,
  onRetry,
  selected,
  onSelect,
  onSaved,
  locked,
}: DeliveryInformationProps) {
  const groupName = useId();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [toDelete, setToDelete] = useState<number | null>(null);
  const [editAddresses, { isLoading: saving }] = useEditAddressesMutation();
  const toast = useToast();
  const addresses = profile?.addresses ?? [];
  const full = addresses.length >= MAX_ADDRESSES;

  const save = async (address: AddressInput) => {
    if (!dialog || !profile) return;
    const adding = dialog.index === -1;
    const next: AddressInput[] = adding
      ? [...addresses, address]
      : addresses.map((current, index) => (index === dialog.index ? address : current));
    try {
      const answer = await editAddresses({
        addresses: next,
        _id: profile._id,
        addressesVersion: profile.addressesVersion,
      }).unwrap();
      const saved = answer?.addresses ? answer : null;
      toast.success('Address saved successfully!');
      setDialog(null);
      onSaved(saved, adding ? selectionAfterAdd(saved?.addresses.length ?? next.length) : selected);
    } catch (failure) {
      toast.error(failureMessage(failure, 'Failed to save address.'));
    }
  };

  const confirmDelete = async () => {
    if (toDelete === null || !profile) return;
    const next = addresses.filter((_address, index) => index !== toDelete);
    try {
      const answer = await editAddresses({
        addresses: next,
        _id: profile._id,
        addressesVersion: profile.addressesVersion,
      }).unwrap();
      toast.success('Address deleted successfully!');
      onSaved(
        answer?.addresses ? answer : null,
        selectionAfterDelete(selected, toDelete, next.length),
      );
    } catch (failure) {
      toast.error(failureMessage(failure, 'Failed to delete address.'));
    } finally {
      setToDelete(null);
    }
  };

  let content;
  if (loading) {
    content = <SectionLoading text="Loading your addresses..." />;
  } else if (!profile) {
    content = (
      <SectionLoadFailed message={PROFILE_LOAD_FAILED} retrying={retrying} onRetry={onRetry} />
    );
  } else if (addresses.length === 0) {
    content = (
      <Typography sx={{ color: 'text.secondary', py: 1 }}>
        No saved addresses found. Please add one.
      </Typography>
    );
  } else {
    content = (
      <>
        {failed && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {PROFILE_LOAD_FAILED}
          </Alert>
        )}
        <Box
          role="radiogroup"
          aria-label="Shipping address"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            gap: 2,
          }}
        >
          {addresses.map((address, index) => (
            <SelectableAddressCard
              key={address._id}
              address={address}
              name={groupName}
              selected={index === selected}
              disabled={locked}
              onSelect={() => onSelect(index)}
              onEdit={() => setDialog({ index })}
              onDelete={() => setToDelete(index)}
            />
          ))}
        </Box>
        {full && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
            {TOO_MANY_ADDRESSES_MESSAGE}
          </Typography>
        )}
      </>
    );
  }

  return (
    <SectionCard
      title="Delivery Information"
      icon={<LocalShippingOutlined />}
      action={
        <Button
          variant="outlined"
          startIcon={<Add />}
          onClick={() => setDialog({ index: -1 })}
          disabled={!profile || full || locked}
        >
          New Address
        </Button>
      }
    >
      {content}
      <AddressDialog
        open={dialog !== null}
        address={dialog && dialog.index >= 0 ? addresses[dialog.index] : null}
        saving={saving}
        onCancel={() => setDialog(null)}
        onSave={(address) => void save(address)}
      />
      <DeleteAddressDialog
        open={toDelete !== null}
        busy={saving}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </SectionCard>
  );
}
