import Alert from '@mui/material/Alert';
import type { Campaign } from '@mitti/domain/campaign';

/**
 * Shown to the investors who still see a campaign whose farmer operators disabled: the farmer
 * cannot sign in, so Mitti's operators decide their refund requests.
 */
export function SuspendedFarmNotice({ campaign }: { campaign: Campaign }) {
  if (!campaign.userId.suspended) return null;
  return (
    <Alert severity="warning" sx={{ mb: 3 }}>
      This farm’s account is suspended by Mitti’s operators. Your investment is kept, and refund
      requests for this campaign go to Mitti’s operators.
    </Alert>
  );
}
