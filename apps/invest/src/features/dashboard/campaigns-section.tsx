import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Add from '@mui/icons-material/Add';
import SpaOutlined from '@mui/icons-material/SpaOutlined';
import { failureMessage } from '@mitti/api-client/api-failure';
import { useDeleteCampaignMutation } from '@mitti/api-client/dashboard-endpoints';
import type { Campaign } from '@mitti/domain/campaign';
import { ConfirmDialog } from '@mitti/ui/confirm-dialog';
import { EmptyState } from '@mitti/ui/empty-state';
import { useFocusAfterUpdate } from '@mitti/ui/use-focus-after-update';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CampaignEditDialog } from './campaign-edit-dialog';
import { CampaignViewDialog } from './campaign-view-dialog';
import { CardGrid } from './card-grid';
import { OwnerCampaignCard } from './owner-campaign-card';
import { SectionHeading } from './section-heading';
import { useDashboardToast } from './use-dashboard-toast';
import type { LinkedCampaign } from './use-linked-campaign';

const DELETE_QUESTION = 'Are you sure? This will permanently delete the campaign and all its data.';
const DELETED = 'Campaign deleted successfully!';
const DELETE_FAILED = 'Error deleting campaign.';

/**
 * 'Your Campaigns': the owner's campaigns with Manage, Update, Edit and Delete; `linked` opens the
 * dialog a notification's link asks for.
 */
export function CampaignsSection({
  campaigns,
  linked,
}: {
  campaigns: Campaign[];
  linked: LinkedCampaign;
}) {
  const [viewing, setViewing] = useState<Campaign | null>(null);
  const [editing, setEditing] = useState<Campaign | null>(null);
  const [deleting, setDeleting] = useState<Campaign | null>(null);
  const edited = editing ?? linked.editing;
  const [deleteCampaign, { isLoading: deletingNow }] = useDeleteCampaignMutation();
  const toast = useDashboardToast();
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeadingAfterUpdate = useFocusAfterUpdate(campaigns, heading);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteCampaign(deleting._id).unwrap();
      toast.success(DELETED);
      focusHeadingAfterUpdate();
    } catch (failure) {
      toast.error(failureMessage(failure, DELETE_FAILED));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Box component="section" aria-labelledby="your-campaigns">
      <SectionHeading
        ref={heading}
        id="your-campaigns"
        title="Your Campaigns"
        action={
          campaigns.length > 0 && (
            <Button component={RouterLink} to="/create" variant="outlined" startIcon={<Add />}>
              New Campaign
            </Button>
          )
        }
      />
      {campaigns.length === 0 ? (
        <Card>
          <EmptyState
            icon={<SpaOutlined />}
            title="You haven't created any campaigns yet."
            text="Raise money for your farm project from people who care where their food comes from."
            action={
              <Button component={RouterLink} to="/create" variant="contained">
                Create First Campaign
              </Button>
            }
          />
        </Card>
      ) : (
        <CardGrid label="Your campaigns">
          {campaigns.map((campaign) => (
            <li key={campaign._id}>
              <OwnerCampaignCard
                campaign={campaign}
                onManage={() => setViewing(campaign)}
                onEdit={() => setEditing(campaign)}
                onDelete={() => setDeleting(campaign)}
              />
            </li>
          ))}
        </CardGrid>
      )}
      <CampaignViewDialog
        campaign={viewing ?? linked.managing}
        onClose={() => (viewing ? setViewing(null) : linked.close())}
      />
      {edited && (
        <CampaignEditDialog
          key={edited._id}
          campaign={edited}
          onClose={() => (editing ? setEditing(null) : linked.close())}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this campaign?"
        message={DELETE_QUESTION}
        busy={deletingNow}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
