import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import { insertTestCampaign, setUser } from '../../../test/campaign-fixtures';
import { mailTo, queuedSubjects } from '../../../test/mail';
import { invest } from '../../../test/payments';
import { askRefund, backdateRefundRequest } from '../../../test/refund-requests';
import { insertTestItem, placeCashOrder } from '../../../test/shop-fixtures';
import { appOutbox, startMailTestApp, stopMailTestApp } from '../../../test/mail-test-app';
import type { TestSmtpServer } from '../../../test/smtp-server';
import type { TestContext } from '../../../test/test-app';
import { bearer, newUser } from '../../../test/test-app';
import { scheduleOf } from '../../../test/job-schedule';
import { testClock } from '../../../test/test-clock';
import { sendOperationsDigests } from './operations-digest';

const PUBLIC_URL = 'https://mitti.example';
const DAY_MS = 24 * 60 * 60 * 1000;
// 09:00 on 2 June 2030 in India.
const clock = testClock('2030-06-02T03:30:00Z');
let smtp: TestSmtpServer;
let ctx: TestContext;

beforeAll(async () => {
  ({ smtp, ctx } = await startMailTestApp({ publicUrl: PUBLIC_URL }, { clock }));
});
afterAll(() => stopMailTestApp(smtp, ctx));

const run = () => sendOperationsDigests(ctx.db, clock, appOutbox(ctx));

async function newAdmin(name: string) {
  const admin = await newUser(ctx.app, name);
  await setUser(ctx.db, admin.user._id, { role: 'admin' });
  return admin;
}

describe('the operators’ morning summary of waiting work', () => {
  it('is scheduled daily at 09:00 in India, and sent once after a missed run', async () => {
    expect(await scheduleOf(ctx.db, 'operations-digest')).toEqual({
      cron: '30 3 * * *',
      missed: 'once',
    });
  });

  it('is not sent when nothing waits', async () => {
    const admin = await newAdmin('Kavya Nair');

    expect(await run()).toBe(0);

    expect(await queuedSubjects(ctx.db, admin.email)).toEqual([]);
  });

  it('counts what waits for every active operator, once a day', async () => {
    const meera = await newAdmin('Meera Iyer');
    const retired = await newAdmin('Old Operator');
    await ctx.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.id, retired.user._id));
    const farmer = await newUser(ctx.app, 'Ramesh Patil');
    const investor = await newUser(ctx.app, 'Ananya Rao');

    // Two campaigns waiting for review, one verification request.
    for (const title of ['Nashik Grapes', 'Ratnagiri Mangoes']) {
      await insertTestCampaign(ctx.db, farmer.user._id, {
        campaignTitle: title,
        status: 'Draft',
        isVerified: false,
      });
    }
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/sending-request',
      headers: bearer(farmer.token),
    });
    expect(asked.statusCode).toBe(201);
    // A refund request the owner left for 8 days, and a fresh one (still the owner's to decide).
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id, {
      startDate: '2030-05-01',
      endDate: '2030-07-31',
    });
    for (const daysAgo of [8, 1]) {
      const investId = await invest(ctx.app, investor.token, campaignId, 1000);
      const { _id: id } = await askRefund(ctx.app, investor.token, investId);
      await backdateRefundRequest(ctx.db, id, new Date(clock.now().getTime() - daysAgo * DAY_MS));
    }
    // A cash order to ship, of an item with a size out of stock.
    const itemId = await insertTestItem(ctx.db);
    await placeCashOrder(ctx.app, investor.token, itemId, '100 g');

    // Meera and the operator of the test before; not the disabled one.
    expect(await run()).toBe(2);

    const subject = '6 tasks wait for Mitti’s operators';
    const mail = await mailTo(smtp, meera.email, subject);
    expect(mail.text).toContain('Hello Meera Iyer,');
    expect(mail.text).toContain('Campaigns to review: 2');
    expect(mail.text).toContain('Farmer verification requests: 1');
    expect(mail.text).toContain('Refund requests past the owner’s 7 days: 1');
    expect(mail.text).toContain('Shop orders to ship: 1');
    expect(mail.text).toContain('Shop sizes out of stock: 1');
    expect(mail.text).not.toContain('Failed jobs');
    expect(mail.text).toContain(`Open the operators’ page: ${PUBLIC_URL}/admin`);
    // Work email: no unsubscribe link.
    expect(mail.text).not.toContain('Unsubscribe');
    expect(await queuedSubjects(ctx.db, retired.email)).toEqual([]);

    // Run again, or by another instance, the same day: nothing more.
    expect(await run()).toBe(0);
    expect(await queuedSubjects(ctx.db, meera.email)).toEqual([subject]);

    // The next morning, a job that gave up counts too.
    clock.set('2030-06-03T03:30:00Z');
    await ctx.db.execute(
      sql`UPDATE pgboss.job SET state = 'failed' WHERE id = (
        SELECT id FROM pgboss.job WHERE name = 'send-email' ORDER BY created_on LIMIT 1)`,
    );
    expect(await run()).toBe(2);
    const next = await mailTo(smtp, meera.email, '7 tasks wait for Mitti’s operators');
    expect(next.text).toContain('Failed jobs: 1');
  });
});
