import type { Campaign, CampaignListResponse } from '@mitti/domain/campaign';
import { campaignDaysRemaining, campaignStatusLabel } from '@mitti/domain/funding';
import { eq } from 'drizzle-orm';
import { campaigns } from '../../db/schema/invest';
import { insertTestCampaign } from '../../../test/campaign-fixtures';
import { notificationsOf } from '../../../test/notifications';
import { invest } from '../../../test/payments';
import { listUnsubscribeUrl, queuedSubjects } from '../../../test/mail';
import { appOutbox, startMailTestApp, stopMailTestApp } from '../../../test/mail-test-app';
import type { TestSmtpServer } from '../../../test/smtp-server';
import type { TestContext } from '../../../test/test-app';
import { bearer, newUser, TEST_JWT_SECRET } from '../../../test/test-app';
import { scheduleOf } from '../../../test/job-schedule';
import { testClock } from '../../../test/test-clock';
import { readUnsubscribeToken } from '../mail/unsubscribe-link';
import { endDueCampaigns, LAPSED_REVIEW_REASON, returnLapsedReviews } from './campaign-end';
import { countCampaignsForReview } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const PUBLIC_URL = 'https://mitti.example';

const clock = testClock(new Date().toISOString());
let smtp: TestSmtpServer;
let ctx: TestContext;

beforeAll(async () => {
  ({ smtp, ctx } = await startMailTestApp({ publicUrl: PUBLIC_URL }, { clock }));
});
afterAll(() => stopMailTestApp(smtp, ctx));

const tick = () => endDueCampaigns(ctx.db, clock, appOutbox(ctx));

async function row(id: string) {
  const [campaign] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, id));
  return campaign!;
}

/** The next `count` messages, by recipient. */
async function arrivals(count: number) {
  const mails = await Promise.all(Array.from({ length: count }, () => smtp.nextMessage()));
  return new Map(mails.map((mail) => [(mail.to as { text: string }).text, mail]));
}

describe('the campaign-end job', () => {
  it('is scheduled every five minutes, and sent once after missed runs', async () => {
    expect(await scheduleOf(ctx.db, 'campaign-end-tick')).toEqual({
      cron: '*/5 * * * *',
      missed: 'once',
    });
  });

  it('ends a campaign short of its goal once, tells owner and investors, and shows it Ended', async () => {
    clock.set(new Date().toISOString());
    const owner = await newUser(ctx.app, 'Ramesh Patil');
    const first = await newUser(ctx.app, 'Ananya Rao');
    const second = await newUser(ctx.app, 'Kabir Shah');
    const id = await insertTestCampaign(ctx.db, owner.user._id, {
      campaignTitle: 'Millets of Dharwad',
      farmName: 'Dharwad Fields',
    });
    await invest(ctx.app, first.token, id, 2000);
    await invest(ctx.app, first.token, id, 1000);
    await invest(ctx.app, second.token, id, 5000);
    // The receipts of the three investments arrive first.
    await arrivals(3);
    const endDate = (await row(id)).endDate;

    // The end date is the last day to invest: at 11:59 pm in India nothing is due yet.
    clock.set(`${endDate}T18:29:00.000Z`);
    expect(await tick()).toBe(0);
    expect((await row(id)).endedAt).toBeNull();

    // 12:05 am in India the next day.
    clock.set(`${endDate}T18:35:00.000Z`);
    const arrived = arrivals(3);
    expect(await tick()).toBe(1);
    expect(await tick()).toBe(0);

    expect(await row(id)).toMatchObject({
      status: 'Active',
      endedAt: new Date(`${endDate}T18:35:00.000Z`),
    });
    const mails = await arrived;
    expect([...mails.keys()].sort()).toEqual([owner.email, first.email, second.email].sort());
    const ownerMail = mails.get(owner.email)!;
    expect(ownerMail.subject).toBe('Millets of Dharwad has ended');
    expect(ownerMail.text).toContain('Hello Ramesh Patil,');
    expect(ownerMail.text).toContain('It raised ₹8,000 of its ₹1,00,000 goal');
    expect(ownerMail.text).toContain(`Open your dashboard: ${PUBLIC_URL}/dashboard`);
    const investorMail = mails.get(first.email)!;
    expect(investorMail.text).toContain('Result: Ended');
    expect(investorMail.text).toContain(`See the campaign: ${PUBLIC_URL}/campaign/${id}`);
    const unsubscribe = listUnsubscribeUrl(investorMail)!;
    expect(unsubscribe).toMatch(new RegExp(`^${PUBLIC_URL}/api/unsubscribe\\?token=`));
    const token = new URL(unsubscribe).searchParams.get('token')!;
    expect(await readUnsubscribeToken(TEST_JWT_SECRET, token)).toEqual({
      userId: first.user._id,
      topic: 'campaignEnded',
    });
    expect(investorMail.text).toContain(`Unsubscribe: ${unsubscribe}`);

    // One set of messages however often the job runs: one email and one notification each.
    for (const user of [owner, first, second]) {
      expect(
        (await queuedSubjects(ctx.db, user.email)).filter((s) => s.endsWith('has ended')),
      ).toHaveLength(1);
      expect(
        (await notificationsOf(ctx.db, user.user._id)).filter((n) => n.type === 'campaign'),
      ).toEqual([
        {
          type: 'campaign',
          title: 'Campaign ended',
          body: '"Millets of Dharwad" has ended without reaching its goal.',
          link: user === owner ? `/dashboard?manage=${id}` : `/campaign/${id}`,
        },
      ]);
    }

    // Listing and detail read Ended by the clock; no more investments are taken.
    const detail = (await ctx.app.inject({ url: `/api/campaigns/${id}` })).json<Campaign>();
    expect(campaignStatusLabel(detail, campaignDaysRemaining(detail.endDate, clock.now()))).toBe(
      'Ended',
    );
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      headers: bearer(first.token),
      payload: { campaignId: id, amount: 1000 },
    });
    expect(order.statusCode).toBe(409);
    expect(order.json()).toMatchObject({ code: 'CAMPAIGN_CLOSED' });
  });

  it('makes a campaign that reached its goal Funded', async () => {
    clock.set(new Date().toISOString());
    const owner = await newUser(ctx.app, 'Sita Devi');
    const investor = await newUser(ctx.app, 'Arjun Mehta');
    const id = await insertTestCampaign(ctx.db, owner.user._id, {
      campaignTitle: 'Saffron of Pampore',
      fundingGoalPaise: 10_000_00,
      minInvestmentPaise: 1_000_00,
    });
    await invest(ctx.app, investor.token, id, 9000);
    await arrivals(1);
    // Short of the goal by less than one unit of investment: still Active until it ends.
    await ctx.db
      .update(campaigns)
      .set({ raisedAmountPaise: 10_000_00 })
      .where(eq(campaigns.id, id));
    clock.set(new Date(Date.now() + 40 * DAY_MS).toISOString());

    const arrived = arrivals(2);
    expect(await tick()).toBe(1);

    expect((await row(id)).status).toBe('Funded');
    const mails = await arrived;
    expect(mails.get(investor.email)!.text).toContain(
      'It reached its goal: ₹10,000 of ₹10,000 raised.',
    );
    expect(await notificationsOf(ctx.db, owner.user._id)).toContainEqual(
      expect.objectContaining({ title: 'Campaign funded' }),
    );
    const listing = (
      await ctx.app.inject({ url: '/api/campaigns?limit=50' })
    ).json<CampaignListResponse>();
    expect(listing.campaigns.find((campaign) => campaign._id === id)?.status).toBe('Funded');
    const detail = (await ctx.app.inject({ url: `/api/campaigns/${id}` })).json<Campaign>();
    expect(detail.status).toBe('Funded');
  });

  it('sends a campaign whose end date passed in review back to its owner, once', async () => {
    clock.set('2030-03-10T12:00:00.000Z');
    const owner = await newUser(ctx.app, 'Lakshmi Nair');
    const draft = { status: 'Draft' as const, isVerified: false, startDate: '2030-01-10' };
    const lapsed = await insertTestCampaign(ctx.db, owner.user._id, {
      ...draft,
      campaignTitle: 'Pokkali of Kochi',
      endDate: '2030-03-10',
    });
    const open = await insertTestCampaign(ctx.db, owner.user._id, {
      ...draft,
      endDate: '2030-03-11',
    });
    const returnLapsed = () => returnLapsedReviews(ctx.db, clock, appOutbox(ctx));
    const queued = await countCampaignsForReview(ctx.db, 'pending');

    // Its end date is still a day to invest on in India.
    expect(await returnLapsed()).toBe(0);

    clock.set('2030-03-10T18:35:00.000Z');
    const arrived = smtp.nextMessage();
    expect(await returnLapsed()).toBe(1);
    expect(await returnLapsed()).toBe(0);

    expect(await row(lapsed)).toMatchObject({
      status: 'Draft',
      rejectionReason: LAPSED_REVIEW_REASON,
    });
    expect((await row(open)).rejectionReason).toBeNull();
    expect(await countCampaignsForReview(ctx.db, 'pending')).toBe(queued - 1);
    const mail = await arrived;
    expect(mail.to).toMatchObject({ text: owner.email });
    expect(mail.subject).toBe('"Pokkali of Kochi" needs changes');
    expect(mail.text).toContain(`Reason: ${LAPSED_REVIEW_REASON}`);
    expect(await notificationsOf(ctx.db, owner.user._id)).toEqual([
      expect.objectContaining({
        title: 'Campaign needs changes',
        body: `"Pokkali of Kochi" was not approved. Reason: ${LAPSED_REVIEW_REASON}`,
        link: `/dashboard?edit=${lapsed}`,
      }),
    ]);
  });
});
