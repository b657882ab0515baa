import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  useApproveCampaignMutation,
  useRejectCampaignMutation,
} from '@mitti/api-client/admin-endpoints';
import { failedWith, failureMessage } from '@mitti/api-client/api-failure';
import { adminReasonSchema } from '@mitti/domain/admin';
import type { Campaign } from '@mitti/domain/campaign';
import { hasEnded } from '@mitti/domain/funding';
import { ConfirmDialog } from '@mitti/ui/confirm-dialog';
import { useToast } from '@mitti/ui/toast-provider';
import { useId, useState } from 'react';
import { ReasonDialog } from '@mitti/ui/reason-dialog';
import { announceOutcome } from '@/app/announce-outcome';
import { CampaignChangeHistory } from './campaign-change-history';
import { campaignReviewState } from './campaign-review-state';
import { SubmittedCampaign } from './submitted-campaign';
import { ViewBlock } from './view-block';

const APPROVED = 'Campaign approved.';
const APPROVE_FAILED = 'Could not approve the campaign.';
const REJECTED = 'Campaign sent back to the farmer.';
const REJECT_FAILED = 'Could not reject the campaign.';
const CHANGED = 'The farmer changed this campaign while you were reviewing it.';
/**
 * The submission is read before deciding: its scrolling content takes the focus as the dialog opens
 * (MUI's Dialog guidance for long content), so arrow keys, Page Down and Space scroll it.
 */
const focusOnOpen = (node: HTMLElement | null) => node?.focus();

const ENDED =
  'Its end date has passed, so it cannot be approved. Send it back so the farmer can set a new one.';

/**
 * The decision was refused because the farmer changed the campaign after it was loaded: the warning
 * above the reloaded submission says so, rather than a toast over the buttons.
 */
async function changedSinceReview(request: PromiseLike<{ error?: unknown }>): Promise<boolean> {
  return failedWith((await request).error, 'CAMPAIGN_CHANGED');
}

export interface CampaignReviewDialogProps {
  campaign: Campaign;
  /** Called once the campaign is approved or sent back, before the dialog closes. */
  onDecided: () => void;
  onClose: () => void;
}

/**
 * One campaign in full, as submitted; one awaiting review can be approved (unless its end date has
 * passed) or sent back. An approved one shows what edits changed since.
 */
export function CampaignReviewDialog({ campaign, onDecided, onClose }: CampaignReviewDialogProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [approveCampaign, approval] = useApproveCampaignMutation();
  const [rejectCampaign, rejection] = useRejectCampaignMutation();
  const toast = useToast();
  const { awaitingReview } = campaignReviewState(campaign);
  const ended = awaitingReview && hasEnded(campaign.endDate);
  // The last decision was refused for a version the farmer had changed: the queue reloads it.
  const refused = [approval.error, rejection.error].find((error) =>
    failedWith(error, 'CAMPAIGN_CHANGED'),
  );

  const approve = async () => {
    const request = approveCampaign({ id: campaign._id, updatedAt: campaign.updatedAt });
    if (await changedSinceReview(request)) {
      setConfirming(false);
    } else if (await announceOutcome(toast, request, { done: APPROVED, failed: APPROVE_FAILED })) {
      onDecided();
      onClose();
    } else {
      setConfirming(false);
    }
  };

  const reject = async (reason: string) => {
    const request = rejectCampaign({ id: campaign._id, updatedAt: campaign.updatedAt, reason });
    if (await changedSinceReview(request)) {
      setRejecting(false);
    } else if (await announceOutcome(toast, request, { done: REJECTED, failed: REJECT_FAILED })) {
      onDecided();
      onClose();
    }
  };

  return (
    <>
      <Dialog
        open
        onClose={onClose}
        fullScreen={phone}
        maxWidth="md"
        fullWidth
        aria-labelledby={titleId}
        scroll="paper"
      >
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {campaign.campaignTitle}
        </DialogTitle>
        {refused && (
          <Alert severity="warning" sx={{ mx: { xs: 2, sm: 3 }, mb: 2 }}>
            {failureMessage(refused, CHANGED)}
          </Alert>
        )}
        <DialogContent
          ref={focusOnOpen}
          dividers
          tabIndex={0}
          role="region"
          aria-label="Submission"
          sx={{ display: 'grid', gap: 3 }}
        >
          {ended && <Alert severity="warning">{ENDED}</Alert>}
          <SubmittedCampaign campaign={campaign} />
          {campaign.approvedAt && (
            <ViewBlock title="Change history">
              <CampaignChangeHistory campaignId={campaign._id} />
            </ViewBlock>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} color="inherit">
            Close
          </Button>
          {awaitingReview && (
            <>
              <Button variant="outlined" color="error" onClick={() => setRejecting(true)}>
                Reject
              </Button>
              <Button variant="contained" disabled={ended} onClick={() => setConfirming(true)}>
                Approve
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title="Approve this campaign?"
        message={`'${campaign.campaignTitle}' becomes Active and appears in the public listing for investors.`}
        confirmLabel="Approve"
        busy={approval.isLoading}
        onConfirm={() => void approve()}
        onCancel={() => setConfirming(false)}
      />
      {rejecting && (
        <ReasonDialog
          title="Reject this campaign"
          text={`'${campaign.campaignTitle}' goes back to ${campaign.userId.name} with your reason, so they can change it and submit it again.`}
          label="Reason"
          submitLabel="Reject"
          rule={adminReasonSchema.fields.reason}
          onSubmit={reject}
          onClose={() => setRejecting(false)}
        />
      )}
    </>
  );
}
