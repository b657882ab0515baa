import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import { failureMessage } from '@mitti/api-client/api-failure';
import {
  useDeleteTimelineUpdateMutation,
  useTimelineQuery,
} from '@mitti/api-client/timeline-endpoints';
import type { TimelineUpdate } from '@mitti/domain/timeline-update';
import { ConfirmDialog } from '@mitti/ui/confirm-dialog';
import { EmptyState } from '@mitti/ui/empty-state';
import { TimelineEntry } from '@mitti/ui/timeline-entry';
import { useFocusAfterUpdate } from '@mitti/ui/use-focus-after-update';
import { useState, type RefObject } from 'react';
import { useTimelineToast } from './use-timeline-toast';

const LOAD_FAILED = 'Failed to load timeline updates.';
const DELETE_QUESTION =
  'Are you sure you want to delete this update? This action cannot be undone.';
const DELETING = 'Deleting update...';
const DELETED = 'Update deleted successfully!';
const DELETE_FAILED = 'Failed to delete update.';

export interface ExistingTimelineProps {
  campaignId: string;
  /** The list's heading: it takes the focus when a deleted update leaves, its button with it. */
  heading: RefObject<HTMLElement | null>;
}

/** 'Existing Timeline': the campaign's updates, newest first, each with a delete button. */
export function ExistingTimeline({ campaignId, heading }: ExistingTimelineProps) {
  const { data: updates = [], isLoading, isError } = useTimelineQuery(campaignId);
  const [deleteUpdate, { isLoading: deletingNow }] = useDeleteTimelineUpdateMutation();
  const [deleting, setDeleting] = useState<TimelineUpdate | null>(null);
  const toast = useTimelineToast();
  const focusHeadingAfterUpdate = useFocusAfterUpdate(updates, heading);

  const confirmDelete = async () => {
    if (!deleting) return;
    const working = toast.working(DELETING);
    try {
      await deleteUpdate({ campaignId, updateId: deleting._id }).unwrap();
      toast.success(DELETED, working);
      focusHeadingAfterUpdate();
    } catch (failure) {
      toast.error(failureMessage(failure, DELETE_FAILED), working);
    } finally {
      setDeleting(null);
    }
  };

  if (isLoading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading timeline updates" />
      </Box>
    );
  }
  if (isError) return <Alert severity="error">{LOAD_FAILED}</Alert>;
  if (updates.length === 0) {
    return (
      <EmptyState
        icon={<TimelineOutlined />}
        title="No timeline updates yet."
        text="Add the first update using the form!"
      />
    );
  }

  return (
    <>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {updates.map((update) => (
          <TimelineEntry
            key={update._id}
            update={update}
            action={
              <Tooltip title="Delete update">
                <IconButton
                  aria-label={`Delete update ${update.title}`}
                  color="error"
                  onClick={() => setDeleting(update)}
                >
                  <DeleteOutlined />
                </IconButton>
              </Tooltip>
            }
          />
        ))}
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this update?"
        message={DELETE_QUESTION}
        busy={deletingNow}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
