import type { AdminJob, AdminJobsResponse } from '@mitti/domain/admin-jobs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@/test-support/campaign-api-stub';
import { renderAdmin } from './admin-test-support';

function jobFixture(overrides: Partial<AdminJob> = {}): AdminJob {
  return {
    _id: 'job-1',
    name: 'send-email',
    state: 'failed',
    attempts: 13,
    maxAttempts: 13,
    error: 'connect ECONNREFUSED 10.0.0.5:587',
    createdAt: '2026-11-20T04:30:00.000Z',
    runAfter: '2026-11-20T16:30:00.000Z',
    startedAt: '2026-11-20T16:30:00.000Z',
    finishedAt: '2026-11-20T16:30:10.000Z',
    ...overrides,
  };
}

const page = (jobs: AdminJob[], extra: Partial<AdminJobsResponse> = {}): AdminJobsResponse => ({
  jobs,
  page: 1,
  limit: 20,
  total: jobs.length,
  hasMore: false,
  ...extra,
});

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

it('shows failed jobs with their error and retries one', async () => {
  let jobs = [
    jobFixture(),
    jobFixture({ _id: 'job-2', state: 'waiting', attempts: 1, error: 'Greeting never received' }),
  ];
  const retried: string[] = [];
  renderAdmin('/admin?tab=jobs', {
    handlers: {
      'GET /api/admin/jobs': () => jsonResponse(page(jobs)),
      'POST /api/admin/jobs/job-1/retry': () => {
        retried.push('job-1');
        const job = jobFixture({ state: 'waiting', error: null });
        jobs = [job, jobs[1]!];
        return jsonResponse({ message: 'The job will run again shortly.', job });
      },
    },
  });

  const list = within(await screen.findByRole('list', { name: 'Jobs' }));
  const [failed, waiting] = list.getAllByRole('article').map((card) => within(card));
  expect(screen.getByText('2 jobs waiting, running or failed.')).toBeVisible();
  expect(failed!.getByRole('heading', { name: 'Send email' })).toBeVisible();
  expect(failed!.getByText('Failed')).toBeVisible();
  expect(failed!.getByText('13 of 13')).toBeVisible();
  expect(failed!.getByText('Last error: connect ECONNREFUSED 10.0.0.5:587')).toBeVisible();
  expect(waiting!.getByText('Waiting')).toBeVisible();
  expect(waiting!.getByText('Failed before, will retry: Greeting never received')).toBeVisible();
  expect(waiting!.queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();

  await userEvent.click(failed!.getByRole('button', { name: 'Retry Send email' }));

  expect(await screen.findByText('The job will run again shortly.')).toBeVisible();
  expect(retried).toEqual(['job-1']);
  await screen.findAllByText('Waiting').then((chips) => expect(chips).toHaveLength(2));
  expect(screen.queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
});

it('says when nothing waits or failed', async () => {
  renderAdmin('/admin?tab=jobs', {
    handlers: { 'GET /api/admin/jobs': () => jsonResponse(page([])) },
  });
  expect(await screen.findByText('Nothing waiting or failed')).toBeVisible();
  expect(screen.getByRole('tab', { name: 'Jobs', selected: true })).toBeVisible();
});

it('says why the jobs could not be loaded and tries again', async () => {
  let fail = true;
  renderAdmin('/admin?tab=jobs', {
    handlers: {
      'GET /api/admin/jobs': () =>
        fail
          ? jsonResponse({ message: 'The database is restarting.', code: 'INTERNAL' }, 503)
          : jsonResponse(page([jobFixture()])),
    },
  });
  expect(await screen.findByText('The database is restarting.')).toBeVisible();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Send email' })).toBeVisible();
});

it('pages through many jobs on the server, the page kept in the address', async () => {
  const asked: string[] = [];
  const { router } = renderAdmin('/admin?tab=jobs', {
    handlers: {
      'GET /api/admin/jobs': (request) => {
        const pageNumber = new URL(request.url).searchParams.get('page')!;
        asked.push(pageNumber);
        return jsonResponse(
          page([jobFixture({ _id: `job-p${pageNumber}`, name: `job-page-${pageNumber}` })], {
            page: Number(pageNumber),
            total: 45,
          }),
        );
      },
    },
  });
  expect(await screen.findByRole('heading', { name: 'Job page 1' })).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
  expect(await screen.findByRole('heading', { name: 'Job page 3' })).toBeVisible();
  expect(asked).toEqual(['1', '3']);
  expect(router.state.location.search).toBe('?tab=jobs&page=3');
});
