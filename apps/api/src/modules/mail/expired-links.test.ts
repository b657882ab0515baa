import { freePort } from '../../../test/free-port';
import { captureLogs } from '../../../test/log-lines';
import { testClock } from '../../../test/test-clock';
import type { TestContext } from '../../../test/test-app';
import { createTestApp, newUser } from '../../../test/test-app';

const clock = testClock('2030-06-01T09:00:00Z');
const logs = captureLogs();
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp(
    // A mail server that is down: nothing listens there.
    { smtpUrl: `smtp://127.0.0.1:${await freePort()}`, logLevel: 'info' },
    { clock, logStream: logs.stream, jobs: { retryLimit: 3 } },
  );
});
afterAll(() => ctx.close());

test('a reset email still waiting when its link expires is not sent late', async () => {
  const { email } = await newUser(ctx.app, 'Kiran Rao');
  const failed = logs.next((line) => line.msg === 'send-email failed, will retry');
  const asked = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
  });
  expect(asked.statusCode).toBe(202);
  await failed;

  // The mail server stays down past the link's hour; the next attempt finds the link expired.
  const dropped = logs.next((line) => line.msg === 'email not sent: its link expired first');
  const done = ctx.app.jobs.spy('send-email').waitForJob((mail) => mail.to === email, 'completed');
  clock.set('2030-06-01T10:00:01Z');

  expect(await dropped).toMatchObject({
    subject: 'Reset your Mitti password',
    sendBefore: '2030-06-01T10:00:00.000Z',
  });
  // Done with, not failed for good or retried again.
  await done;
});
