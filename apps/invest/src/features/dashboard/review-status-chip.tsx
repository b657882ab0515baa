import Chip from '@mui/material/Chip';
import type { Campaign } from '@mitti/domain/campaign';
import { reviewStatus } from './review-status';

export function ReviewStatusChip({ campaign }: { campaign: Campaign }) {
  const { label, color } = reviewStatus(campaign);
  return <Chip label={label} color={color} size="small" sx={{ fontWeight: 700 }} />;
}
