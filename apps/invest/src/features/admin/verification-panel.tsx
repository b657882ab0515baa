import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import {
  useApproveVerificationMutation,
  useDeclineVerificationMutation,
  useVerificationRequestQuery,
  useVerificationRequestsQuery,
} from '@mitti/api-client/admin-endpoints';
import { usePageParam } from '@mitti/auth/use-page-param';
import { adminReasonSchema, type VerificationRequest } from '@mitti/domain/admin';
import { ConfirmDialog } from '@mitti/ui/confirm-dialog';
import { EmptyState } from '@mitti/ui/empty-state';
import { ListPagination } from '@mitti/ui/list-pagination';
import { useToast } from '@mitti/ui/toast-provider';
import { useFocusAfterUpdate } from '@mitti/ui/use-focus-after-update';
import { useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { announceOutcome } from '@/app/announce-outcome';
import { CardList } from './card-list';
import { ReasonDialog } from '@mitti/ui/reason-dialog';
import { REQUEST_PARAM } from './use-admin-tab';
import { useNoticeLink } from './use-notice-link';
import { usePanelPage } from './use-panel-page';
import { VerificationRequestCard } from './verification-request-card';

const APPROVED = 'Farmer verified.';
const APPROVE_FAILED = 'Could not approve the verification request.';
const DECLINED = 'Verification request declined.';
const DECLINE_FAILED = 'Could not decline the verification request.';

/** A titled part of the tab; its heading can take the focus (`headingRef`). */
function RequestSection({
  id,
  title,
  headingRef,
  action,
  children,
}: {
  id: string;
  title: string;
  headingRef?: Ref<HTMLHeadingElement>;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography
          ref={headingRef}
          id={id}
          variant="h5"
          component="h2"
          tabIndex={-1}
          sx={{ flex: 1 }}
        >
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}

/**
 * 'Farmer verification', a page at a time in the server's order: open requests first (longest
 * waiting first), to approve or decline; the decided ones below (latest decision first). The request
 * a notice's link names (?request=id) comes first, wherever it is in the list, until it is closed.
 */
export function VerificationPanel() {
  const [page, setPage] = usePageParam();
  const query = useVerificationRequestsQuery(page);
  const [approving, setApproving] = useState<VerificationRequest | null>(null);
  const [declining, setDeclining] = useState<VerificationRequest | null>(null);
  const [approveVerification, approval] = useApproveVerificationMutation();
  const [declineVerification] = useDeclineVerificationMutation();
  const toast = useToast();
  const { shown, placeholder } = usePanelPage(query, (data) => data.requests, setPage, {
    loading: 'Loading verification requests',
    failed: 'Could not load the verification requests.',
  });
  const { linked, dismiss } = useNoticeLink(REQUEST_PARAM);
  // As the page has it, or fetched on its own when it is on another page.
  const listed = shown?.requests.find((request) => request._id === linked);
  const single = useVerificationRequestQuery(linked ?? '', { skip: !linked || !shown || !!listed });
  const fromNotice = listed ?? (linked ? single.data?.request : undefined);
  // A decided request loses its buttons: the first heading takes the focus once either list shows it.
  const heading = useRef<HTMLHeadingElement>(null);
  const onScreen = useMemo(() => [shown, fromNotice], [shown, fromNotice]);
  const focusHeadingAfterUpdate = useFocusAfterUpdate(onScreen, heading);
  if (!shown) return placeholder;

  const requests = shown.requests;
  const others = requests.filter((request) => request._id !== fromNotice?._id);
  const open = others.filter((request) => request.status === 'Pending');
  const decided = others.filter((request) => request.status !== 'Pending');
  const showOpen = open.length > 0 || shown.pendingCount === 0;
  const first = fromNotice ? 'notice' : showOpen ? 'open' : 'decided';

  const approve = async () => {
    if (!approving) return;
    const approved = await announceOutcome(toast, approveVerification(approving._id), {
      done: APPROVED,
      failed: APPROVE_FAILED,
    });
    if (approved) focusHeadingAfterUpdate();
    setApproving(null);
  };

  const decline = async (reason: string) => {
    if (!declining) return;
    const request = declineVerification({ id: declining._id, reason });
    if (await announceOutcome(toast, request, { done: DECLINED, failed: DECLINE_FAILED })) {
      focusHeadingAfterUpdate();
      setDeclining(null);
    }
  };

  const cards = (label: string, shownRequests: VerificationRequest[]) => (
    <CardList label={label} columns={3}>
      {shownRequests.map((request) => (
        <li key={request._id}>
          <VerificationRequestCard
            request={request}
            onApprove={() => setApproving(request)}
            onDecline={() => setDeclining(request)}
          />
        </li>
      ))}
    </CardList>
  );

  if (requests.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<HowToRegOutlined />}
          title="No verification requests."
          text="Farmers who ask to be verified appear here."
        />
      </Card>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {linked && single.isError && (
        <Alert severity="warning" onClose={dismiss}>
          The verification request this link opens was not found. The account that sent it may have
          been deleted.
        </Alert>
      )}
      {fromNotice && (
        <RequestSection
          id="verification-notice"
          title="From your notification"
          headingRef={first === 'notice' ? heading : undefined}
          action={
            <IconButton aria-label="Close the request from your notification" onClick={dismiss}>
              <Close />
            </IconButton>
          }
        >
          {cards('The request from your notification', [fromNotice])}
        </RequestSection>
      )}
      {showOpen && (
        <RequestSection
          id="verification-open"
          title="Open requests"
          headingRef={first === 'open' ? heading : undefined}
        >
          {open.length > 0 ? (
            cards('Open verification requests', open)
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>
              No open requests: every one is decided.
            </Typography>
          )}
        </RequestSection>
      )}
      {decided.length > 0 && (
        <RequestSection
          id="verification-decided"
          title="Decided"
          headingRef={first === 'decided' ? heading : undefined}
        >
          {cards('Decided verification requests', decided)}
        </RequestSection>
      )}
      <ListPagination
        label="Verification request pages"
        page={shown.page}
        limit={shown.limit}
        total={shown.total}
        onChange={setPage}
      />
      <ConfirmDialog
        open={approving !== null}
        title="Verify this farmer?"
        message={
          approving
            ? `${approving.user.name} becomes a verified farmer and their campaigns carry the Verified Farmer badge.`
            : ''
        }
        confirmLabel="Approve"
        busy={approval.isLoading}
        onConfirm={() => void approve()}
        onCancel={() => setApproving(null)}
      />
      {declining && (
        <ReasonDialog
          key={declining._id}
          title="Decline verification"
          text={`${declining.user.name} reads your reason, so say what is missing.`}
          label="Reason"
          submitLabel="Decline"
          rule={adminReasonSchema.fields.reason}
          onSubmit={decline}
          onClose={() => setDeclining(null)}
        />
      )}
    </Box>
  );
}
