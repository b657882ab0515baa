import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import type { UserProfile } from '@mitti/domain/user';
import { responsiveImage } from '@mitti/ui/responsive-image';
import { useToast } from '@mitti/ui/toast-provider';
import { initials } from '@mitti/domain/initials';
import type { ChangeEvent } from 'react';
import { useProfilePictureUpload } from './use-profile-picture-upload';
import { FilePickButton } from '@mitti/ui/file-pick-button';
import { UploadProgress } from '@mitti/ui/upload-progress';

export function ProfilePhoto({ profile }: { profile: UserProfile }) {
  const { upload, progress, error } = useProfilePictureUpload();
  const toast = useToast();
  const uploading = progress !== null;
  const picture = profile.profilePicture?.url;

  const onFileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (file && (await upload(file))) toast.success('Profile photo updated!');
  };

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
        textAlign: 'center',
      }}
    >
      <Avatar
        {...(picture ? responsiveImage(picture, '128px') : {})}
        alt={profile.name}
        sx={{ width: 128, height: 128, fontSize: '2.5rem', bgcolor: 'primary.main' }}
      >
        {initials(profile.name, 2)}
      </Avatar>
      {/* 'anywhere', not the page's 'break-word': centred in a column, the box would otherwise be
          as wide as a long one-word name and stick out on both sides. */}
      <Box sx={{ maxWidth: '100%', overflowWrap: 'anywhere' }}>
        <Typography variant="h5" component="p">
          {profile.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {profile.email}
        </Typography>
      </Box>
      <FilePickButton
        accept="image/*"
        startIcon={<PhotoCameraOutlined />}
        onChange={onFileChosen}
        disabled={uploading}
      >
        Upload New Photo
      </FilePickButton>
      {uploading && <UploadProgress percent={progress} />}
      {error && (
        <Alert severity="error" sx={{ width: '100%', textAlign: 'left' }}>
          {error}
        </Alert>
      )}
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        An image of up to 10 MB.
      </Typography>
    </Box>
  );
}
