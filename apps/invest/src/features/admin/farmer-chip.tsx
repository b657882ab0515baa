import Chip from '@mui/material/Chip';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';

/** Whether the campaign's farmer is a verified farmer. */
export function FarmerChip({ verified }: { verified: boolean }) {
  return verified ? (
    <Chip icon={<VerifiedOutlined />} label="Verified farmer" color="success" size="small" />
  ) : (
    <Chip label="Not verified" variant="outlined" size="small" />
  );
}
