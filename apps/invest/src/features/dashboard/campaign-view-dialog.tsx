import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { DownloadButton } from '@mitti/auth/download-button';
import type { Campaign } from '@mitti/domain/campaign';
import { expectedReturnLabel, fundedPercent } from '@mitti/domain/funding';
import { formatRupees, rupeesToPaise } from '@mitti/domain/money';
import { DateText } from '@mitti/ui/date-text';
import { ImageGallery } from '@mitti/ui/image-gallery';
import { LabelValueList } from '@mitti/ui/label-value-list';
import { ProgressRing } from '@mitti/ui/progress-ring';
import { ReviewStatusChip } from './review-status-chip';
import { ViewSection } from './view-section';

export interface CampaignViewDialogProps {
  campaign: Campaign | null;
  onClose: () => void;
}

/** Manage: everything about one of the owner's campaigns, read-only. */
export function CampaignViewDialog({ campaign, onClose }: CampaignViewDialogProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (!campaign) return null;
  const percent = fundedPercent(
    rupeesToPaise(campaign.raisedAmount),
    rupeesToPaise(campaign.fundingGoal),
  );
  const facts = [
    { label: 'Raised', value: formatRupees(campaign.raisedAmount) },
    { label: 'Funding goal', value: formatRupees(campaign.fundingGoal) },
    { label: 'Minimum investment', value: formatRupees(campaign.minInvestment) },
    { label: 'Expected returns', value: expectedReturnLabel(campaign.expectedReturns) },
  ];

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
      aria-labelledby="campaign-view-title"
      scroll="paper"
    >
      <DialogTitle id="campaign-view-title">{campaign.campaignTitle}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 3 }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'auto minmax(0, 1fr)' },
            gap: 3,
            alignItems: 'center',
            justifyItems: { xs: 'center', sm: 'start' },
          }}
        >
          <ProgressRing value={percent} label="Funding progress" />
          <Box sx={{ width: '100%' }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
              <ReviewStatusChip campaign={campaign} />
              <Chip
                size="small"
                variant="outlined"
                icon={campaign.isVerified ? <VerifiedOutlined /> : undefined}
                color={campaign.isVerified ? 'success' : 'default'}
                label={campaign.isVerified ? 'Verified' : 'Not verified yet'}
              />
            </Box>
            <LabelValueList rows={facts} />
            {campaign.expectedReturns.description && (
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                {campaign.expectedReturns.description}
              </Typography>
            )}
          </Box>
        </Box>
        {campaign.status === 'Draft' && campaign.rejectionReason && (
          <ViewSection title="Why it was sent back">{campaign.rejectionReason}</ViewSection>
        )}
        <Divider />
        <ViewSection title="Story">{campaign.story}</ViewSection>
        <ViewSection title="Farm Information">
          {campaign.farmName}, {campaign.farmLocation} · {campaign.farmSize.value}{' '}
          {campaign.farmSize.unit}
        </ViewSection>
        <ViewSection title="Crops & Methods">
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, whiteSpace: 'normal' }}>
            {campaign.cropTypes.map((crop) => (
              <Chip key={crop} label={crop} size="small" color="secondary" />
            ))}
            {campaign.farmingMethods.map((method) => (
              <Chip key={method} label={method} size="small" color="primary" />
            ))}
          </Box>
        </ViewSection>
        <ViewSection title="Timeline">
          Starts <DateText iso={campaign.startDate} /> · Ends <DateText iso={campaign.endDate} />
        </ViewSection>
        <ViewSection title="Visuals">
          {campaign.visuals.length > 0 ? (
            <ImageGallery images={campaign.visuals} title={campaign.campaignTitle} />
          ) : (
            'No visuals uploaded.'
          )}
        </ViewSection>
        <ViewSection title="Fund Utilization">{campaign.fundUsage}</ViewSection>
        <ViewSection title="Impact">{campaign.impactMetrics}</ViewSection>
        <ViewSection title="Risks">{campaign.riskFactors}</ViewSection>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <DownloadButton
          startIcon={<FileDownloadOutlined />}
          path={`/campaigns/${campaign._id}/investors.csv`}
          fileName={`mitti-investors-${campaign._id.slice(-6)}.csv`}
          errorText="Could not download the investors."
        >
          Download investors (CSV)
        </DownloadButton>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
