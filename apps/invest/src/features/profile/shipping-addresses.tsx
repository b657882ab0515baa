import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import LocationOffOutlined from '@mui/icons-material/LocationOffOutlined';
import { failureMessage } from '@mitti/api-client/api-failure';
import {
  useDeleteAddressMutation,
  useEditAddressesMutation,
} from '@mitti/api-client/profile-endpoints';
import { TOO_MANY_ADDRESSES_MESSAGE, type Address, type AddressInput } from '@mitti/domain/address';
import { MAX_ADDRESSES } from '@mitti/domain/constants';
import type { UserProfile } from '@mitti/domain/user';
import { AddressDialog } from '@mitti/ui/address-dialog';
import { DeleteAddressDialog } from '@mitti/ui/delete-address-dialog';
import { EmptyState } from '@mitti/ui/empty-state';
import { useToast } from '@mitti/ui/toast-provider';
import { useState } from 'react';
import { AddressCard } from './address-card';

/** Which address the dialog edits: its index in the list, or -1 for a new one (invest.md 4). */
type DialogState = { index: number } | null;

export function ShippingAddresses({ profile }: { profile: UserProfile }) {
  const { addresses } = profile;
  const [dialog, setDialog] = useState<DialogState>(null);
  const [toDelete, setToDelete] = useState<Address | null>(null);
  const [editAddresses, { isLoading: saving }] = useEditAddressesMutation();
  const [deleteAddress, { isLoading: deleting }] = useDeleteAddressMutation();
  const toast = useToast();
  const full = addresses.length >= MAX_ADDRESSES;

  const save = async (address: AddressInput) => {
    if (!dialog) return;
    const next: AddressInput[] =
      dialog.index === -1
        ? [...addresses, address]
        : addresses.map((current, index) => (index === dialog.index ? address : current));
    try {
      await editAddresses({
        addresses: next,
        _id: profile._id,
        addressesVersion: profile.addressesVersion,
      }).unwrap();
      toast.success('Address saved successfully!');
      setDialog(null);
    } catch (failure) {
      toast.error(failureMessage(failure, 'Failed to save address.'));
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteAddress({
        addressId: toDelete._id,
        userId: profile._id,
        addressesVersion: profile.addressesVersion,
      }).unwrap();
      toast.success('Address deleted successfully!');
    } catch (failure) {
      toast.error(failureMessage(failure, 'Failed to delete address.'));
    } finally {
      setToDelete(null);
    }
  };

  return (
    <Box component="section" aria-labelledby="shipping-addresses-heading">
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
        }}
      >
        <Typography id="shipping-addresses-heading" variant="h2" sx={{ fontSize: '1.4rem' }}>
          Shipping Addresses
        </Typography>
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => setDialog({ index: -1 })}
          disabled={full}
        >
          Add New Address
        </Button>
      </Box>
      {full && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {TOO_MANY_ADDRESSES_MESSAGE}
        </Typography>
      )}

      {addresses.length === 0 ? (
        <EmptyState
          icon={<LocationOffOutlined />}
          title="No saved addresses found"
          text="Add an address and it will be ready for your next Mitti Market order."
        />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
            gap: 2,
          }}
        >
          {addresses.map((address, index) => (
            <AddressCard
              key={address._id}
              address={address}
              onEdit={() => setDialog({ index })}
              onDelete={() => setToDelete(address)}
            />
          ))}
        </Box>
      )}

      <AddressDialog
        open={dialog !== null}
        address={dialog && dialog.index >= 0 ? addresses[dialog.index] : null}
        saving={saving}
        onCancel={() => setDialog(null)}
        onSave={(address) => void save(address)}
      />
      <DeleteAddressDialog
        open={toDelete !== null}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </Box>
  );
}
