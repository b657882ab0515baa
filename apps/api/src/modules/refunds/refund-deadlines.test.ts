import type { AdminRefundRequest, AdminRefundRequestsResponse } from '@mitti/domain/admin';
import { sql } from 'drizzle-orm';
import { insertTestCampaign, setUser } from '../../../test/campaign-fixtures';
import { notificationsOf } from '../../../test/notifications';
import { invest } from '../../../test/payments';
import { askRefund } from '../../../test/refund-requests';
import { queuedSubjects } from '../../../test/mail';
import { appOutbox, startMailTestApp, stopMailTestApp } from '../../../test/mail-test-app';
import type { TestSmtpServer } from '../../../test/smtp-server';
import type { TestContext } from '../../../test/test-app';
import { bearer, newUser } from '../../../test/test-app';
import { testClock } from '../../../test/test-clock';
import { runRefundDeadlines } from './refund-deadlines';

const DAY_MS = 24 * 60 * 60 * 1000;
const PUBLIC_URL = 'https://mitti.example';

const clock = testClock(new Date().toISOString());
let smtp: TestSmtpServer;
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof newUser>>;

beforeAll(async () => {
  ({ smtp, ctx } = await startMailTestApp({ publicUrl: PUBLIC_URL }, { clock }));
  admin = await newUser(ctx.app, 'Meera Iyer');
  await setUser(ctx.db, admin.user._id, { role: 'admin' });
});
afterAll(() => stopMailTestApp(smtp, ctx));
beforeEach(() => clock.set(new Date().toISOString()));

const tick = () => runRefundDeadlines(ctx.db, clock, appOutbox(ctx));

/** Sets the clock `days` (and a minute) after the request was made. */
function daysAfter(request: { createdAt: string }, days: number) {
  clock.set(new Date(new Date(request.createdAt).getTime() + days * DAY_MS + 60_000).toISOString());
}

/** An owner's campaign, an investment and a pending refund request; the request email is taken. */
async function pendingRequest(title: string) {
  const owner = await newUser(ctx.app, 'Ramesh Patil');
  const investor = await newUser(ctx.app, 'Ananya Rao');
  const campaignId = await insertTestCampaign(ctx.db, owner.user._id, { campaignTitle: title });
  const investId = await invest(ctx.app, investor.token, campaignId, 2000);
  await smtp.nextMessage(); // the receipt
  const requested = smtp.nextMessage();
  const request = await askRefund(ctx.app, investor.token, investId);
  const mail = await requested;
  return { owner, investor, campaignId, request, mail };
}

async function overdue(id: string): Promise<AdminRefundRequest['overdue'] | undefined> {
  const res = await ctx.app.inject({
    url: '/api/admin/refund-requests',
    headers: bearer(admin.token),
  });
  return res.json<AdminRefundRequestsResponse>().requests.find((r) => r._id === id)?.overdue;
}

async function refundSteps(id: string) {
  const result = await ctx.db.execute(
    sql`SELECT owner_reminded_at, escalated_at FROM refund_requests WHERE id = ${id}`,
  );
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  const [row] = rows as { owner_reminded_at: unknown; escalated_at: unknown }[];
  return { reminded: row!.owner_reminded_at !== null, escalated: row!.escalated_at !== null };
}

describe('refund request emails', () => {
  it('tells the owner when an investor asks, and the investor when the owner approves', async () => {
    const { owner, investor, request, mail } = await pendingRequest('Mangoes of Ratnagiri');
    expect(mail.to).toMatchObject({ text: owner.email });
    expect(mail.subject).toBe('Refund requested for Mangoes of Ratnagiri');
    expect(mail.text).toContain(
      'Ananya Rao asked for a refund of ₹2,000 from "Mangoes of Ratnagiri".',
    );
    expect(mail.text).toContain('Reason: Plans changed');
    expect(mail.text).toContain(`Decide on your dashboard: ${PUBLIC_URL}/dashboard`);
    expect(mail.headers.has('list-unsubscribe')).toBe(false);

    const decided = smtp.nextMessage();
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/refund-requests/${request._id}/approve`,
      headers: bearer(owner.token),
    });
    expect(approved.statusCode).toBe(200);
    const answer = await decided;
    expect(answer.to).toMatchObject({ text: investor.email });
    expect(answer.subject).toBe('Your refund from Mangoes of Ratnagiri was approved');
    expect(answer.text).toContain(
      'Your refund of ₹2,000 from "Mangoes of Ratnagiri" was approved.',
    );
    expect(answer.text).toContain('Decision: Approved');
  });

  it('tells the investor when the owner declines, with the reason', async () => {
    const { owner, investor, request } = await pendingRequest('Tea of Darjeeling');
    const decided = smtp.nextMessage();
    const rejected = await ctx.app.inject({
      method: 'POST',
      url: `/api/refund-requests/${request._id}/reject`,
      headers: bearer(owner.token),
      payload: { note: 'The harvest is insured.' },
    });
    expect(rejected.statusCode).toBe(200);
    const answer = await decided;
    expect(answer.to).toMatchObject({ text: investor.email });
    expect(answer.subject).toBe('Your refund request for Tea of Darjeeling was declined');
    expect(answer.text).toContain('Reason: The harvest is insured.');
    expect(answer.text).toContain('Decision: Declined');
  });
});

describe('the refund deadline job', () => {
  it('reminds the owner once at 5 days, and at 7 sends the request to operators and tells the investor', async () => {
    const { owner, investor, request } = await pendingRequest('Rice of Palakkad');

    daysAfter(request, 4);
    expect(await tick()).toEqual({ reminded: 0, escalated: 0 });

    daysAfter(request, 5);
    const reminder = smtp.nextMessage();
    expect(await tick()).toEqual({ reminded: 1, escalated: 0 });
    expect(await tick()).toEqual({ reminded: 0, escalated: 0 });
    const mail = await reminder;
    expect(mail.to).toMatchObject({ text: owner.email });
    expect(mail.subject).toBe('Reminder: a refund request for Rice of Palakkad is waiting');
    expect(mail.text).toContain('If it is not decided within 2 days');
    expect(await refundSteps(request._id)).toEqual({ reminded: true, escalated: false });
    expect(await overdue(request._id)).toBe(false);
    expect(await notificationsOf(ctx.db, owner.user._id)).toContainEqual({
      type: 'refund',
      title: 'Refund request waiting',
      body: `Ananya Rao's refund request for "Rice of Palakkad" goes to Mitti's operators in 2 days unless you decide it.`,
      link: '/dashboard',
    });

    daysAfter(request, 7);
    const escalation = smtp.nextMessage();
    expect(await tick()).toEqual({ reminded: 0, escalated: 1 });
    expect(await tick()).toEqual({ reminded: 0, escalated: 0 });
    const told = await escalation;
    expect(told.to).toMatchObject({ text: investor.email });
    expect(told.subject).toBe('Your refund request for Rice of Palakkad is with Mitti');
    expect(await refundSteps(request._id)).toEqual({ reminded: true, escalated: true });
    expect(await overdue(request._id)).toBe(true);
    expect(
      (await notificationsOf(ctx.db, investor.user._id)).filter((n) => n.type === 'refund'),
    ).toEqual([
      {
        type: 'refund',
        title: 'Refund request with Mitti',
        body: 'The owner of "Rice of Palakkad" did not decide your refund request in time, so Mitti\'s operators will decide it.',
        link: '/dashboard',
      },
    ]);
    // One message of each, however often the job ran.
    expect(await queuedSubjects(ctx.db, owner.email)).toEqual([
      'Refund requested for Rice of Palakkad',
      'Reminder: a refund request for Rice of Palakkad is waiting',
    ]);
    expect(
      (await queuedSubjects(ctx.db, investor.email)).filter((s) => s.includes('is with Mitti')),
    ).toHaveLength(1);

    // Now an operator may decide it (by the same clock), and the investor hears the answer.
    const decided = smtp.nextMessage();
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/refund-requests/${request._id}/approve`,
      headers: bearer(admin.token),
    });
    expect(approved.statusCode).toBe(200);
    const answer = await decided;
    expect(answer.to).toMatchObject({ text: investor.email });
    expect(answer.subject).toBe('Your refund from Rice of Palakkad was approved');
  });

  it('escalates a request first seen past 7 days without reminding the owner too', async () => {
    const { owner, request } = await pendingRequest('Cardamom of Idukki');
    daysAfter(request, 8);

    const escalation = smtp.nextMessage();
    expect(await tick()).toEqual({ reminded: 0, escalated: 1 });
    await escalation;
    expect(await refundSteps(request._id)).toEqual({ reminded: false, escalated: true });
    expect(await queuedSubjects(ctx.db, owner.email)).toEqual([
      'Refund requested for Cardamom of Idukki',
    ]);
  });

  it('leaves a decided request alone', async () => {
    const { owner, request } = await pendingRequest('Apples of Shimla');
    const decided = smtp.nextMessage();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/refund-requests/${request._id}/reject`,
      headers: bearer(owner.token),
      payload: { note: 'No.' },
    });
    await decided;
    daysAfter(request, 8);
    expect(await tick()).toEqual({ reminded: 0, escalated: 0 });
    expect(await refundSteps(request._id)).toEqual({ reminded: false, escalated: false });
  });
});
