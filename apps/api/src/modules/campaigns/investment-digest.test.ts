import { investments } from '../../db/schema/invest';
import { insertTestCampaign } from '../../../test/campaign-fixtures';
import { listUnsubscribeUrl, mailTo, queuedSubjects } from '../../../test/mail';
import { appOutbox, startMailTestApp, stopMailTestApp } from '../../../test/mail-test-app';
import type { TestSmtpServer } from '../../../test/smtp-server';
import type { TestContext } from '../../../test/test-app';
import { bearer, newUser } from '../../../test/test-app';
import { scheduleOf } from '../../../test/job-schedule';
import { testClock } from '../../../test/test-clock';
import { sendInvestmentDigests } from './investment-digest';

const PUBLIC_URL = 'https://mitti.example';
// 08:00 on 2 June 2030 in India: the summary covers 1 June, India's day.
const clock = testClock('2030-06-02T02:30:00Z');
let smtp: TestSmtpServer;
let ctx: TestContext;

beforeAll(async () => {
  ({ smtp, ctx } = await startMailTestApp({ publicUrl: PUBLIC_URL }, { clock }));
});
afterAll(() => stopMailTestApp(smtp, ctx));

const run = () => sendInvestmentDigests(ctx.db, clock, appOutbox(ctx));

let payment = 0;
async function investment(
  userId: string,
  campaignId: string,
  rupees: number,
  date: string,
  status: 'active' | 'refunded' = 'active',
) {
  payment += 1;
  await ctx.db.insert(investments).values({
    userId,
    campaignId,
    amountPaise: rupees * 100,
    units: 1,
    providerPaymentId: `pay_digest_${payment}`,
    status,
    date: new Date(date),
  });
}

describe('the morning summary of new investments', () => {
  it('is scheduled daily at 08:00 in India, and sent once after a missed run', async () => {
    expect(await scheduleOf(ctx.db, 'investment-digest')).toEqual({
      cron: '30 2 * * *',
      missed: 'once',
    });
  });

  it("sums up each campaign's investments of the day before for its owner, once", async () => {
    const owner = await newUser(ctx.app, 'Ramesh Patil');
    const [asha, ravi] = [await newUser(ctx.app, 'Asha'), await newUser(ctx.app, 'Ravi')];
    const grapes = await insertTestCampaign(ctx.db, owner.user._id, {
      campaignTitle: 'Nashik Grapes',
    });
    const mangoes = await insertTestCampaign(ctx.db, owner.user._id, {
      campaignTitle: 'Ratnagiri Mangoes',
    });
    // 1 June in India runs from 31 May 18:30 to 1 June 18:30 UTC.
    await investment(asha.user._id, grapes, 3000, '2030-05-31T18:30:00Z');
    await investment(ravi.user._id, grapes, 2000, '2030-06-01T18:29:59Z');
    await investment(asha.user._id, mangoes, 1000, '2030-06-01T09:00:00Z');
    // Not of that day, refunded, or the owner's own: left out.
    await investment(ravi.user._id, mangoes, 7000, '2030-05-31T18:29:59Z');
    await investment(ravi.user._id, mangoes, 8000, '2030-06-01T18:30:00Z');
    await investment(ravi.user._id, grapes, 9000, '2030-06-01T10:00:00Z', 'refunded');
    await investment(owner.user._id, grapes, 5000, '2030-06-01T11:00:00Z');

    expect(await run()).toBe(1);

    const mail = await mailTo(smtp, owner.email, '3 investments in your campaigns yesterday');
    expect(mail.text).toContain('Hello Ramesh Patil,');
    expect(mail.text).toContain(
      'On 1 June 2030 your campaigns received 3 investments, ₹6,000 in all.',
    );
    expect(mail.text).toContain('Nashik Grapes (2 investments): ₹5,000');
    expect(mail.text).toContain('Ratnagiri Mangoes (1 investment): ₹1,000');
    expect(mail.text).toContain(`Open your dashboard: ${PUBLIC_URL}/dashboard`);
    // News: the owner may turn these off in one click.
    expect(listUnsubscribeUrl(mail)).toMatch(/\/api\/unsubscribe\?token=/);

    // Run again, or by another instance: nothing more.
    expect(await run()).toBe(0);
    expect(await queuedSubjects(ctx.db, owner.email)).toEqual([
      '3 investments in your campaigns yesterday',
    ]);
    expect(await queuedSubjects(ctx.db, asha.email)).toEqual([]);
  });

  it('sends nothing to an owner who turned the summary off', async () => {
    clock.set('2030-06-03T02:30:00Z');
    const owner = await newUser(ctx.app, 'Meera Iyer');
    const asha = await newUser(ctx.app, 'Asha');
    const campaign = await insertTestCampaign(ctx.db, owner.user._id);
    await investment(asha.user._id, campaign, 4000, '2030-06-02T06:00:00Z');
    const off = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me/email-preferences',
      headers: bearer(owner.token),
      payload: {
        orderUpdates: true,
        farmUpdates: true,
        campaignEnded: true,
        newInvestments: false,
      },
    });
    expect(off.statusCode).toBe(200);

    await run();

    expect(await queuedSubjects(ctx.db, owner.email)).toEqual([]);
  });
});
