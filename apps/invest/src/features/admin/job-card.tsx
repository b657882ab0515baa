import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AdminJob, AdminJobState } from '@mitti/domain/admin-jobs';
import { formatDateTime } from '@mitti/domain/dates';
import { FactList, type Fact } from '@mitti/ui/fact-list';

const STATE: Record<AdminJobState, { label: string; color: 'default' | 'info' | 'error' }> = {
  waiting: { label: 'Waiting', color: 'default' },
  active: { label: 'Running', color: 'info' },
  failed: { label: 'Failed', color: 'error' },
};

/** 'send-email' reads as 'Send email'. */
const jobTitle = (name: string) => {
  const words = name.replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function When({ iso }: { iso: string | null }) {
  return iso ? <time dateTime={iso}>{formatDateTime(new Date(iso))}</time> : <>Not yet</>;
}

export interface JobCardProps {
  job: AdminJob;
  retrying: boolean;
  onRetry: () => void;
}

/** One job: what it is, how far it got, why it failed; a failed one can be run again. */
export function JobCard({ job, retrying, onRetry }: JobCardProps) {
  const titleId = `job-${job._id}`;
  const retryId = `${titleId}-retry`;
  const facts: Fact[] = [
    { label: 'Attempts', value: `${job.attempts} of ${job.maxAttempts}` },
    { label: 'Queued', value: <When iso={job.createdAt} /> },
  ];
  if (job.state === 'waiting') facts.push({ label: 'Runs', value: <When iso={job.runAfter} /> });
  if (job.state === 'active') facts.push({ label: 'Started', value: <When iso={job.startedAt} /> });
  if (job.state === 'failed') {
    facts.push({ label: 'Gave up', value: <When iso={job.finishedAt} /> });
  }
  const state = STATE[job.state];

  return (
    <Card component="article" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: 1 }}>
          <Typography id={titleId} variant="h6" component="h3">
            {jobTitle(job.name)}
          </Typography>
          <Chip label={state.label} color={state.color} size="small" sx={{ fontWeight: 700 }} />
        </Box>
        <FactList facts={facts} />
        {job.error && (
          <Alert
            severity={job.state === 'failed' ? 'error' : 'warning'}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {job.state === 'failed' ? 'Last error: ' : 'Failed before, will retry: '}
            {job.error}
          </Alert>
        )}
        {job.state === 'failed' && (
          <Box>
            <Button
              variant="contained"
              onClick={onRetry}
              disabled={retrying}
              id={retryId}
              aria-labelledby={`${retryId} ${titleId}`}
            >
              Retry
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
