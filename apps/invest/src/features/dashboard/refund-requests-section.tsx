import { ShowMore } from '@mitti/ui/show-more';
import { useFocusFirstAdded } from '@mitti/ui/use-focus-first-added';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import {
  useApproveRefundMutation,
  useRefundRequestsInfiniteQuery,
} from '@mitti/api-client/refund-endpoints';
import { formatRupees } from '@mitti/domain/money';
import type { RefundRequest } from '@mitti/domain/refund-request';
import { ConfirmDialog } from '@mitti/ui/confirm-dialog';
import { EmptyState } from '@mitti/ui/empty-state';
import { LoadingSkeleton } from '@mitti/ui/loading-skeleton';
import { RefundCard } from '@mitti/ui/refund-card';
import { useFocusAfterUpdate } from '@mitti/ui/use-focus-after-update';
import { useMemo, useRef, useState } from 'react';
import { announceOutcome } from '@/app/announce-outcome';
import { CardGrid } from './card-grid';
import { RejectRefundDialog } from './reject-refund-dialog';
import { SectionHeading } from './section-heading';
import { useDashboardToast } from './use-dashboard-toast';
import { useLinkTarget } from './use-link-target';

/** The section's id: the owner's refund notifications and the dashboard's count link to it. */
export const REFUND_REQUESTS_ID = 'refund-requests';

const APPROVED = 'Refund approved.';
const APPROVE_FAILED = 'Failed to approve the refund.';

/** Each request once: one asked while the owner reads moves the later pages down by one. */
function uniqueRequests(requests: RefundRequest[]): RefundRequest[] {
  return [...new Map(requests.map((request) => [request._id, request])).values()];
}

/**
 * 'Refund requests': what investors asked back on the owner's campaigns, pending first, to approve
 * or reject; a page at a time with 'Show more refund requests'. Keyboard focus moves to the first
 * request a page adds, and after a decision to the card that then holds the decided one's place.
 * A link to #refund-requests brings the section into view and focuses its heading once it has
 * rendered: the router's own scroll runs while the dashboard is still loading.
 */
export function RefundRequestsSection() {
  const {
    data,
    isLoading,
    isFetching,
    isFetchingNextPage,
    isFetchNextPageError,
    hasNextPage,
    fetchNextPage,
    refetch,
  } = useRefundRequestsInfiniteQuery();
  const incoming = useMemo(
    () => uniqueRequests(data?.pages.flatMap((page) => page.incoming) ?? []),
    [data],
  );
  const [approving, setApproving] = useState<RefundRequest | null>(null);
  const [rejecting, setRejecting] = useState<RefundRequest | null>(null);
  const [approveRefund, { isLoading: approvingNow }] = useApproveRefundMutation();
  const toast = useDashboardToast();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const section = useRef<HTMLElement>(null);
  useLinkTarget(REFUND_REQUESTS_ID, section, heading);
  // A decided request loses its Approve and Reject buttons and moves below the pending ones: the
  // card now in its place takes the focus, so the owner stays where they were in a long list.
  const focusAfterUpdate = useFocusAfterUpdate(incoming, heading);
  const focusPlaceOf = (request: RefundRequest) => {
    const index = incoming.findIndex(({ _id }) => _id === request._id);
    focusAfterUpdate(() => {
      const cards = list.current?.children;
      return cards?.[Math.min(index, cards.length - 1)] as HTMLElement | undefined;
    });
  };

  const focusFirstAdded = useFocusFirstAdded(
    incoming.length,
    (index) => list.current?.children[index] as HTMLElement | undefined,
  );

  const showMore = () => {
    focusFirstAdded();
    void fetchNextPage();
  };

  const confirmApprove = async () => {
    if (!approving) return;
    const approved = await announceOutcome(toast, approveRefund(approving._id), {
      done: APPROVED,
      failed: APPROVE_FAILED,
    });
    if (approved) focusPlaceOf(approving);
    setApproving(null);
  };

  const moreFailed = isFetchNextPageError && !isFetching;
  let body;
  if (isLoading) {
    body = <LoadingSkeleton label="Loading refund requests" variant="rounded" height={220} />;
  } else if (!data) {
    body = (
      <Alert
        severity="warning"
        action={
          <Button
            color="inherit"
            size="small"
            loading={isFetching}
            onClick={() => void refetch()}
            sx={{ whiteSpace: 'nowrap' }}
          >
            Try again
          </Button>
        }
      >
        Could not load refund requests.
      </Alert>
    );
  } else if (incoming.length === 0) {
    body = (
      <Card>
        <EmptyState
          icon={<MarkEmailReadOutlined />}
          title="No refund requests."
          text="When an investor asks for a refund on one of your campaigns, it appears here."
        />
      </Card>
    );
  } else {
    body = (
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <CardGrid ref={list} label="Refund requests on your campaigns">
          {incoming.map((request) => (
            <Box
              component="li"
              key={request._id}
              tabIndex={-1}
              sx={{
                borderRadius: 1,
                '&:focus-visible': {
                  outline: '3px solid',
                  outlineColor: 'secondary.main',
                  outlineOffset: 2,
                },
              }}
            >
              <RefundCard
                request={request}
                title={request.investorName}
                subtitle={request.campaignTitle}
                canDecide={request.status === 'Pending'}
                onApprove={() => setApproving(request)}
                onReject={() => setRejecting(request)}
              />
            </Box>
          ))}
        </CardGrid>
        <ShowMore
          label="Show more refund requests"
          failedText="Could not load more refund requests."
          hasMore={Boolean(hasNextPage)}
          loading={isFetchingNextPage}
          failed={moreFailed}
          onShowMore={showMore}
        />
      </Box>
    );
  }

  return (
    <Box
      component="section"
      ref={section}
      id={REFUND_REQUESTS_ID}
      aria-labelledby="refund-requests-heading"
      // Clear of the sticky header when a link scrolls here.
      sx={{ scrollMarginTop: 88 }}
    >
      <SectionHeading ref={heading} id="refund-requests-heading" title="Refund requests" />
      {body}
      <ConfirmDialog
        open={approving !== null}
        title="Approve this refund?"
        message={
          approving
            ? `${formatRupees(approving.amount)} goes back to ${approving.investorName} and the investment is marked Refunded.`
            : ''
        }
        confirmLabel="Approve"
        busy={approvingNow}
        onConfirm={() => void confirmApprove()}
        onCancel={() => setApproving(null)}
      />
      {rejecting && (
        <RejectRefundDialog
          key={rejecting._id}
          request={rejecting}
          onRejected={() => focusPlaceOf(rejecting)}
          onClose={() => setRejecting(null)}
        />
      )}
    </Box>
  );
}
