import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useEditNameMutation, useEditPhoneMutation } from '@mitti/api-client/profile-endpoints';
import { editNameSchema, editPhoneSchema } from '@mitti/domain/profile-schemas';
import type { UserProfile } from '@mitti/domain/user';
import { useToast } from '@mitti/ui/toast-provider';
import { InlineEditField } from './inline-edit-field';

/** Full name and phone (editable in place) and the email (read-only). */
export function ProfileDetails({ profile }: { profile: UserProfile }) {
  const [editName] = useEditNameMutation();
  const [editPhone] = useEditPhoneMutation();
  const toast = useToast();

  const saveName = async (name: string) => {
    await editName({ name, _id: profile._id }).unwrap();
    toast.success('Name updated successfully!');
  };
  const savePhone = async (phone: string) => {
    await editPhone({ phone, _id: profile._id }).unwrap();
    toast.success('Phone number updated successfully!');
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.4rem' }}>
        Personal Information
      </Typography>
      <InlineEditField
        name="name"
        label="Full Name"
        value={profile.name}
        schema={editNameSchema}
        failureText="Failed to update your name."
        onSave={saveName}
      />
      <Divider />
      <Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Email
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ wordBreak: 'break-word' }}>{profile.email}</Typography>
          <LockOutlined fontSize="small" color="action" titleAccess="Email cannot be changed" />
        </Box>
      </Box>
      <Divider />
      <InlineEditField
        name="phone"
        label="Phone Number"
        value={profile.phone}
        emptyText="No phone number provided"
        schema={editPhoneSchema}
        failureText="Failed to update your phone number."
        inputMode="numeric"
        onSave={savePhone}
      />
    </Box>
  );
}
