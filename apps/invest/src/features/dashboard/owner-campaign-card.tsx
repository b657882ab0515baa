import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { Campaign } from '@mitti/domain/campaign';
import { fundedPercent } from '@mitti/domain/funding';
import { formatRupees, rupeesToPaise } from '@mitti/domain/money';
import { CampaignCover } from '@mitti/ui/campaign-cover';
import { FundingProgress } from '@mitti/ui/funding-progress';
import { Link as RouterLink } from 'react-router';
import { ReviewStatusChip } from './review-status-chip';

export interface OwnerCampaignCardProps {
  campaign: Campaign;
  onManage: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** The server refuses to delete a campaign that holds investors' money: say so before it is tried. */
const KEEPS_MONEY =
  'This campaign has raised money from investors, so it cannot be deleted. You can cancel it from Edit.';

/** One of the owner's campaigns with its review status and the four actions. */
export function OwnerCampaignCard({
  campaign,
  onManage,
  onEdit,
  onDelete,
}: OwnerCampaignCardProps) {
  const titleId = `own-campaign-${campaign._id}`;
  const keepsMoney = campaign.raisedAmount > 0;
  const deleteReasonId = `${titleId}-no-delete`;
  const percent = fundedPercent(
    rupeesToPaise(campaign.raisedAmount),
    rupeesToPaise(campaign.fundingGoal),
  );
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ position: 'relative' }}>
        <CampaignCover visuals={campaign.visuals} alt={campaign.campaignTitle} height={160} />
        <Box sx={{ position: 'absolute', top: 12, left: 12 }}>
          <ReviewStatusChip campaign={campaign} />
        </Box>
      </Box>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography id={titleId} variant="h3" sx={{ fontSize: '1.2rem', overflowWrap: 'anywhere' }}>
          {campaign.campaignTitle}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
          <PlaceOutlined fontSize="small" aria-hidden />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {campaign.farmLocation}
          </Typography>
        </Box>
        {campaign.status === 'Draft' && campaign.rejectionReason && (
          <Alert severity="error" sx={{ py: 0 }}>
            Reason: {campaign.rejectionReason}
          </Alert>
        )}
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <Box
            sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}
          >
            <Typography sx={{ fontWeight: 700 }}>
              {formatRupees(campaign.raisedAmount)}{' '}
              <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                raised
              </Box>
            </Typography>
            <Typography variant="body2" sx={{ color: 'primary.dark', fontWeight: 600 }}>
              {percent}% funded
            </Typography>
          </Box>
          <FundingProgress raised={campaign.raisedAmount} goal={campaign.fundingGoal} />
        </Box>
        <Box
          role="group"
          aria-label={`Actions for ${campaign.campaignTitle}`}
          sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, mt: 1 }}
        >
          <Button variant="contained" startIcon={<VisibilityOutlined />} onClick={onManage}>
            Manage
          </Button>
          <Button
            component={RouterLink}
            to={`/add-timeline-update/${campaign._id}`}
            variant="outlined"
            startIcon={<PostAddOutlined />}
          >
            Update
          </Button>
          <Button variant="outlined" startIcon={<EditOutlined />} onClick={onEdit}>
            Edit
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlined />}
            onClick={onDelete}
            disabled={keepsMoney}
            aria-describedby={keepsMoney ? deleteReasonId : undefined}
          >
            Delete
          </Button>
        </Box>
        {keepsMoney && (
          <Typography id={deleteReasonId} variant="body2" sx={{ color: 'text.secondary' }}>
            {KEEPS_MONEY}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
