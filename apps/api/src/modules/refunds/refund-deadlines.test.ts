import type { AdminRefundRequest, AdminRefundRequestsResponse } from '@mitti/domain/admin';
import type { NotificationsResponse } from '@mitti/domain/notification';
import { sql } from 'drizzle-orm';
import { insertTestCampaign, setUser } from '../../../test/campaign-fixtures';
import { notificationsOf } from '../../../test/notifications';
import { invest } from '../../../test/payments';
import { askRefund } from '../../../test/refund-requests';
import type { ParsedMail } from 'mailparser';
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

/** The next message to each of `addresses`, one each, in whatever order their jobs sent them. */
async function nextMails(...addresses: string[]): Promise<ParsedMail[]> {
  const mails: ParsedMail[] = [];
  while (mails.length < addresses.length) mails.push(await smtp.nextMessage());
  return addresses.map((address) => {
    const mail = mails.find((m) => !Array.isArray(m.to) && m.to?.text === address);
    if (!mail) throw new Error(`no message to ${address}`);
    return mail;
  });
}

/**
 * An owner's campaign, an investment and a pending refund request; the request's emails (to the
 * owner, and the investor's receipt) are taken.
 */
async function pendingRequest(title: string) {
  const owner = await newUser(ctx.app, 'Ramesh Patil');
  const investor = await newUser(ctx.app, 'Ananya Rao');
  const campaignId = await insertTestCampaign(ctx.db, owner.user._id, { campaignTitle: title });
  const investId = await invest(ctx.app, investor.token, campaignId, 2000);
  await smtp.nextMessage(); // the receipt
  const request = await askRefund(ctx.app, investor.token, investId);
  const [mail, receipt] = await nextMails(owner.email, investor.email);
  return { owner, investor, campaignId, request, mail: mail!, receipt: receipt! };
}

const refundNotices = async (userId: string) =>
  (await notificationsOf(ctx.db, userId)).filter((notice) => notice.type === 'refund');

/** The operator's notices asking to decide a request about this campaign, as their bell has them. */
async function toDecide(campaignTitle: string) {
  const res = await ctx.app.inject({ url: '/api/notifications', headers: bearer(admin.token) });
  return res
    .json<NotificationsResponse>()
    .notifications.filter(
      (notice) =>
        notice.title === 'Refund request to decide' && notice.body.includes(`"${campaignTitle}"`),
    )
    .map(({ title, body, link, read }) => ({ title, body, link, read }));
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
    const { owner, investor, request, mail, receipt } =
      await pendingRequest('Mangoes of Ratnagiri');
    expect(mail.to).toMatchObject({ text: owner.email });
    expect(mail.subject).toBe('Refund requested for Mangoes of Ratnagiri');
    expect(mail.text).toContain(
      'Ananya Rao asked for a refund of ₹2,000 from "Mangoes of Ratnagiri".',
    );
    expect(mail.text).toContain('Reason: Plans changed');
    expect(mail.text).toContain(`Decide on your dashboard: ${PUBLIC_URL}/dashboard`);
    expect(mail.headers.has('list-unsubscribe')).toBe(false);
    // The investor has a receipt of their request, saying who decides it and when.
    expect(receipt.subject).toBe('We have your refund request for Mangoes of Ratnagiri');
    expect(receipt.text).toContain('Hello Ananya Rao,');
    expect(receipt.text).toContain(
      'We have your request for a refund of ₹2,000 from "Mangoes of Ratnagiri".',
    );
    expect(receipt.text).toContain(
      'The farm has 7 days to approve or reject it; if it has not decided by then, Mitti’s operators decide it.',
    );
    expect(receipt.text).toContain('Amount: ₹2,000');
    expect(receipt.text).toContain('Reason: Plans changed');
    expect(receipt.headers.has('list-unsubscribe')).toBe(false);

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
    // The owner decided it: no message tells them what they did.
    expect(await queuedSubjects(ctx.db, owner.email)).toEqual([
      'Refund requested for Mangoes of Ratnagiri',
    ]);
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
  it('reminds the owner once at 5 days, and at 7 sends the request to operators and tells both sides', async () => {
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
      link: '/dashboard#refund-requests',
    });

    daysAfter(request, 7);
    const escalation = nextMails(investor.email, owner.email);
    expect(await tick()).toEqual({ reminded: 0, escalated: 1 });
    expect(await tick()).toEqual({ reminded: 0, escalated: 0 });
    const [told, ownerTold] = await escalation;
    expect(told!.subject).toBe('Your refund request for Rice of Palakkad is with Mitti');
    expect(ownerTold!.subject).toBe('A refund request for Rice of Palakkad went to Mitti');
    expect(ownerTold!.text).toContain(
      'Ananya Rao’s refund request of ₹2,000 from "Rice of Palakkad" was not decided within 7 days, so it has been handed to Mitti’s operators, who will decide it.',
    );
    expect(ownerTold!.text).toContain('You can still approve or reject it from your dashboard');
    expect(ownerTold!.text).toContain('Reason: Plans changed');
    expect(await refundSteps(request._id)).toEqual({ reminded: true, escalated: true });
    expect(await overdue(request._id)).toBe(true);
    expect(
      (await notificationsOf(ctx.db, investor.user._id)).filter((n) => n.type === 'refund'),
    ).toEqual([
      {
        type: 'refund',
        title: 'Refund request with Mitti',
        body: 'The owner of "Rice of Palakkad" did not decide your refund request in time, so Mitti\'s operators will decide it.',
        link: `/dashboard#investment-${request.investId}`,
      },
    ]);
    expect((await refundNotices(owner.user._id)).at(-1)).toEqual({
      type: 'refund',
      title: 'Refund request with Mitti',
      body: `Ananya Rao's refund request for "Rice of Palakkad" was not decided in time, so Mitti's operators will decide it. You can still decide it until they do.`,
      link: '/dashboard#refund-requests',
    });
    // One message of each, however often the job ran.
    expect(await queuedSubjects(ctx.db, owner.email)).toEqual([
      'Refund requested for Rice of Palakkad',
      'Reminder: a refund request for Rice of Palakkad is waiting',
      'A refund request for Rice of Palakkad went to Mitti',
    ]);
    expect(
      (await queuedSubjects(ctx.db, investor.email)).filter((s) => s.includes('is with Mitti')),
    ).toHaveLength(1);

    // The operators' bells ask for a decision, once.
    expect(await toDecide('Rice of Palakkad')).toEqual([
      {
        title: 'Refund request to decide',
        body: 'Ananya Rao\'s refund request for "Rice of Palakkad" was not decided by its owner in time.',
        link: '/admin?tab=refunds',
        read: false,
      },
    ]);

    // Now an operator may decide it (by the same clock); the investor hears the answer, and the
    // owner that it comes out of their campaign.
    const decided = nextMails(investor.email, owner.email);
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/refund-requests/${request._id}/approve`,
      headers: bearer(admin.token),
    });
    expect(approved.statusCode).toBe(200);
    const [answer, ownerAnswer] = await decided;
    expect(answer!.subject).toBe('Your refund from Rice of Palakkad was approved');
    expect(ownerAnswer!.subject).toBe('Mitti approved a refund from Rice of Palakkad');
    expect(ownerAnswer!.text).toContain(
      'Mitti’s operators approved Ananya Rao’s refund of ₹2,000 from "Rice of Palakkad".',
    );
    expect(ownerAnswer!.text).toContain(
      'The ₹2,000 goes back to the investor and comes out of the campaign’s raised amount.',
    );
    expect(ownerAnswer!.text).toContain('Decision: Approved');
    // Decided: the bells no longer count it.
    expect(await toDecide('Rice of Palakkad')).toMatchObject([{ read: true }]);
    expect((await refundNotices(owner.user._id)).at(-1)).toEqual({
      type: 'refund',
      title: 'Refund approved by Mitti',
      body: `Mitti's operators approved Ananya Rao's refund of ₹2,000 from "Rice of Palakkad". It comes out of the campaign's raised amount.`,
      link: '/dashboard#refund-requests',
    });
  });

  it('tells the owner when an operator rejects a request they left, with the reason', async () => {
    const { owner, investor, request } = await pendingRequest('Saffron of Pampore');
    daysAfter(request, 8);
    const escalation = nextMails(investor.email, owner.email);
    await tick();
    await escalation;

    const decided = nextMails(investor.email, owner.email);
    const rejected = await ctx.app.inject({
      method: 'POST',
      url: `/api/refund-requests/${request._id}/reject`,
      headers: bearer(admin.token),
      payload: { note: 'The crop is insured.' },
    });
    expect(rejected.statusCode).toBe(200);
    const [answer, ownerAnswer] = await decided;
    expect(answer!.subject).toBe('Your refund request for Saffron of Pampore was declined');
    expect(ownerAnswer!.subject).toBe('Mitti declined a refund request for Saffron of Pampore');
    expect(ownerAnswer!.text).toContain(
      'Mitti’s operators declined Ananya Rao’s refund request of ₹2,000 from "Saffron of Pampore".',
    );
    expect(ownerAnswer!.text).toContain('Reason: The crop is insured.');
    expect(ownerAnswer!.text).toContain('Decision: Declined');
    expect((await refundNotices(owner.user._id)).at(-1)).toEqual({
      type: 'refund',
      title: 'Refund rejected by Mitti',
      body: `Mitti's operators rejected Ananya Rao's refund request for "Saffron of Pampore". Reason: The crop is insured.`,
      link: '/dashboard#refund-requests',
    });
  });

  it('escalates a request first seen past 7 days, telling the owner once without a reminder', async () => {
    const { owner, investor, request } = await pendingRequest('Cardamom of Idukki');
    daysAfter(request, 8);

    const escalation = nextMails(investor.email, owner.email);
    expect(await tick()).toEqual({ reminded: 0, escalated: 1 });
    expect(await tick()).toEqual({ reminded: 0, escalated: 0 });
    const [, ownerTold] = await escalation;
    expect(ownerTold!.subject).toBe('A refund request for Cardamom of Idukki went to Mitti');
    expect(await refundSteps(request._id)).toEqual({ reminded: false, escalated: true });
    expect(await queuedSubjects(ctx.db, owner.email)).toEqual([
      'Refund requested for Cardamom of Idukki',
      'A refund request for Cardamom of Idukki went to Mitti',
    ]);
    expect((await refundNotices(owner.user._id)).map((notice) => notice.title)).toEqual([
      'Refund requested',
      'Refund request with Mitti',
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
