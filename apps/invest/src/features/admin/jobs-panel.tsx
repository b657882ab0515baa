import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { useAdminJobsQuery, useRetryJobMutation } from '@mitti/api-client/admin-job-endpoints';
import { failureMessage } from '@mitti/api-client/api-failure';
import { usePageParam } from '@mitti/auth/use-page-param';
import { EmptyState } from '@mitti/ui/empty-state';
import { ListPagination } from '@mitti/ui/list-pagination';
import { useToast } from '@mitti/ui/toast-provider';
import { CardList } from './card-list';
import { JobCard } from './job-card';
import { usePanelPage } from './use-panel-page';

const RETRY_FAILED = 'Could not retry the job.';

/** 'Jobs': background work (emails, ...) waiting, running or failed, newest first, a page at a time. */
export function JobsPanel() {
  const [page, setPage] = usePageParam();
  const query = useAdminJobsQuery(page);
  const [retryJob, retry] = useRetryJobMutation();
  const toast = useToast();
  const { shown, placeholder } = usePanelPage(query, (data) => data.jobs, setPage, {
    loading: 'Loading jobs',
    failed: 'Could not load the jobs.',
  });
  if (!shown) return placeholder;

  const { jobs, total, limit } = shown;
  if (jobs.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<ScheduleOutlined />}
          title="Nothing waiting or failed"
          text="Emails and other background work show here until they are done."
        />
      </Card>
    );
  }

  const runAgain = async (id: string) => {
    try {
      const { message } = await retryJob(id).unwrap();
      toast.success(message);
    } catch (failure) {
      toast.error(failureMessage(failure, RETRY_FAILED));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography sx={{ color: 'text.secondary' }}>
        {total === 1 ? '1 job' : `${total} jobs`} waiting, running or failed.
      </Typography>
      <CardList label="Jobs">
        {jobs.map((job) => (
          <li key={job._id}>
            <JobCard
              job={job}
              retrying={retry.isLoading && retry.originalArgs === job._id}
              onRetry={() => void runAgain(job._id)}
            />
          </li>
        ))}
      </CardList>
      <ListPagination
        label="Job pages"
        page={shown.page}
        limit={limit}
        total={total}
        onChange={setPage}
      />
    </Box>
  );
}
