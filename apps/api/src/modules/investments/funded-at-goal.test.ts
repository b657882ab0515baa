import { eq } from 'drizzle-orm';
import { campaigns } from '../../db/schema/invest';
import { insertTestCampaign } from '../../../test/campaign-fixtures';
import { listUnsubscribeUrl, mailTo, queuedSubjects } from '../../../test/mail';
import { startMailTestApp, stopMailTestApp } from '../../../test/mail-test-app';
import { notificationsOf } from '../../../test/notifications';
import {
  capturedWebhook,
  createOrder,
  invest,
  sandboxPay,
  verifyPayment,
} from '../../../test/payments';
import type { TestSmtpServer } from '../../../test/smtp-server';
import type { TestContext } from '../../../test/test-app';
import { newUser } from '../../../test/test-app';

const SITE = 'https://mitti.example';

let smtp: TestSmtpServer;
let ctx: TestContext;

beforeAll(async () => {
  ({ smtp, ctx } = await startMailTestApp({ publicUrl: SITE }));
});
afterAll(() => stopMailTestApp(smtp, ctx));

async function campaignStatus(id: string) {
  const [row] = await ctx.db
    .select({ status: campaigns.status })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  return row!.status;
}

describe('a campaign reaching its goal', () => {
  it('tells its owner once, by the bell and by email, however often the payment is counted', async () => {
    const owner = await newUser(ctx.app, 'Ramesh Patil');
    const ananya = await newUser(ctx.app, 'Ananya Rao');
    const kabir = await newUser(ctx.app, 'Kabir Shah');
    const title = 'Cardamom of Sikkim';
    const campaignId = await insertTestCampaign(ctx.db, owner.user._id, {
      campaignTitle: title,
      fundingGoalPaise: 5_000_00,
    });

    await invest(ctx.app, ananya.token, campaignId, 2000);
    expect(await campaignStatus(campaignId)).toBe('Active');
    expect(await queuedSubjects(ctx.db, owner.email)).toEqual([]);

    const { order } = await createOrder(ctx.app, kabir.token, campaignId, 3000);
    const payment = await sandboxPay(ctx.app, kabir.token, order.id);
    expect((await verifyPayment(ctx.app, kabir.token, payment)).statusCode).toBe(200);
    expect(await campaignStatus(campaignId)).toBe('Funded');

    const mail = await mailTo(smtp, owner.email, `${title} is fully funded`);
    expect(mail.text).toContain('Hello Ramesh Patil,');
    expect(mail.text).toContain(`Your campaign "${title}" has reached its goal: ₹5,000 raised.`);
    expect(mail.text).toContain('It takes no more investments now');
    expect(mail.text).toContain('timeline updates from your dashboard');
    expect(mail.text).toContain('Raised: ₹5,000');
    expect(mail.text).toContain('Investors: 2');
    expect(mail.text).toContain(`Open your dashboard: ${SITE}/dashboard`);
    // About the farm's money: sent to everyone, no unsubscribe.
    expect(listUnsubscribeUrl(mail)).toBeUndefined();

    // The same payment counted again, by a second verify and by Razorpay's webhook.
    expect((await verifyPayment(ctx.app, kabir.token, payment)).statusCode).toBe(200);
    const webhook = await capturedWebhook(ctx.app, order.id, payment.razorpay_payment_id, 3000_00);
    expect(webhook.statusCode).toBe(200);

    expect(await queuedSubjects(ctx.db, owner.email)).toEqual([`${title} is fully funded`]);
    const funded = (await notificationsOf(ctx.db, owner.user._id)).filter(
      (notice) => notice.type === 'campaign',
    );
    expect(funded).toEqual([
      {
        type: 'campaign',
        title: 'Campaign fully funded',
        body: `"${title}" reached its goal of ₹5,000 and takes no more investments.`,
        link: `/dashboard?manage=${campaignId}`,
      },
    ]);
    // Investors hear of it when the campaign ends, not now.
    expect(await queuedSubjects(ctx.db, ananya.email)).toEqual([`Your investment in ${title}`]);
  });
});
