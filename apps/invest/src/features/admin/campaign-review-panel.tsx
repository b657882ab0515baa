import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import Alert from '@mui/material/Alert';
import { useAdminCampaignQuery, useAdminCampaignsQuery } from '@mitti/api-client/admin-endpoints';
import { PAGE_PARAM, usePageParam } from '@mitti/auth/use-page-param';
import type { AdminCampaignFilter } from '@mitti/domain/admin';
import type { Campaign } from '@mitti/domain/campaign';
import { EmptyState } from '@mitti/ui/empty-state';
import { ListPagination } from '@mitti/ui/list-pagination';
import { useFocusAfterUpdate } from '@mitti/ui/use-focus-after-update';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CampaignReviewDialog } from './campaign-review-dialog';
import { CardList } from './card-list';
import { ReviewCampaignCard } from './review-campaign-card';
import { REVIEW_PARAM } from './use-admin-tab';
import { useNoticeLink } from './use-notice-link';
import { usePanelPage } from './use-panel-page';

/** ?show=all keeps the 'All campaigns' view across a reload; either view opens on its first page. */
function useCampaignFilter(): [AdminCampaignFilter, (filter: AdminCampaignFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter: AdminCampaignFilter = params.get('show') === 'all' ? 'all' : 'pending';
  const select = (next: AdminCampaignFilter) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === 'all') updated.set('show', 'all');
        else updated.delete('show');
        updated.delete(PAGE_PARAM);
        return updated;
      },
      { replace: true },
    );
  return [filter, select];
}

/**
 * The campaign whose review is open: one the operator chose, or the one a notice's link names
 * (?review=id) until it is closed.
 */
function useOpenReview() {
  const { linked, dismiss } = useNoticeLink(REVIEW_PARAM);
  const [chosen, setChosen] = useState<string | null>(null);
  return {
    openId: chosen ?? linked,
    choose: setChosen,
    close: () => {
      setChosen(null);
      dismiss();
    },
  };
}

/**
 * 'Campaign review': the Draft campaigns waiting for a decision (longest waiting first), or every
 * campaign (newest first), a page at a time in the server's order.
 */
export function CampaignReviewPanel() {
  const [filter, setFilter] = useCampaignFilter();
  const [page, setPage] = usePageParam();
  const query = useAdminCampaignsQuery({ status: filter, page });
  const { openId, choose, close } = useOpenReview();
  const { shown, placeholder } = usePanelPage(query, (data) => data.campaigns, setPage, {
    loading: 'Loading campaigns',
    failed: 'Could not load the campaigns.',
  });
  const campaigns = shown?.campaigns ?? [];
  // As the queue has it now (a refused decision reloads the queue with the farmer's latest version),
  // or fetched on its own when it is on another page or decided already.
  const listed = campaigns.find((campaign) => campaign._id === openId);
  const single = useAdminCampaignQuery(openId ?? '', { skip: !openId || !shown || !!listed });
  const open: Campaign | undefined = listed ?? (openId ? single.data?.campaign : undefined);
  // A decided campaign leaves the queue with the Review button that opened it: the heading takes the focus.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeadingAfterUpdate = useFocusAfterUpdate(shown, heading);

  let body;
  if (!shown) {
    body = placeholder;
  } else if (campaigns.length === 0) {
    body = (
      <Card>
        <EmptyState
          icon={<FactCheckOutlined />}
          title={
            filter === 'pending' ? 'No campaigns are waiting for review.' : 'No campaigns yet.'
          }
          text={
            filter === 'pending'
              ? 'New campaigns appear here when farmers submit them.'
              : 'Campaigns appear here once farmers create them.'
          }
        />
      </Card>
    );
  } else {
    body = (
      <>
        <CardList label={filter === 'pending' ? 'Campaigns waiting for review' : 'All campaigns'}>
          {campaigns.map((campaign) => (
            <li key={campaign._id}>
              <ReviewCampaignCard
                campaign={campaign}
                showStatus={filter === 'all'}
                onOpen={() => choose(campaign._id)}
              />
            </li>
          ))}
        </CardList>
        <ListPagination
          label="Campaign pages"
          page={shown.page}
          limit={shown.limit}
          total={shown.total}
          onChange={setPage}
        />
      </>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
        }}
      >
        <Box sx={{ flex: '1 1 260px' }}>
          <Typography ref={heading} variant="h5" component="h2" tabIndex={-1}>
            {filter === 'pending' ? 'Campaigns waiting for review' : 'Every campaign'}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {filter === 'pending'
              ? 'New campaigns stay Draft until you decide; the longest waiting come first.'
              : 'Newest first, with where each stands and why any was sent back.'}
          </Typography>
        </Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={filter}
          onChange={(_event, value: AdminCampaignFilter | null) => value && setFilter(value)}
          aria-label="Which campaigns"
        >
          <ToggleButton value="pending">Waiting for review</ToggleButton>
          <ToggleButton value="all">All campaigns</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {openId && single.isError && (
        <Alert severity="warning" onClose={close}>
          The campaign this link opens was not found. Its farmer may have deleted it.
        </Alert>
      )}
      {body}
      {open && (
        <CampaignReviewDialog
          key={open._id}
          campaign={open}
          onDecided={focusHeadingAfterUpdate}
          onClose={close}
        />
      )}
    </Box>
  );
}
