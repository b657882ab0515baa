import { eq } from 'drizzle-orm';
import { campaigns, investments, refundRequests } from '../../src/db/schema/invest';
import { createSandboxProvider } from '../../src/modules/payments/sandbox-provider';
import { insertTestCampaign } from '../campaign-fixtures';
import { invest } from '../payments';
import { askRefund } from '../refund-requests';
import type { TestContext } from '../test-app';
import { bearer, createTestApp, newUser, TEST_JWT_SECRET } from '../test-app';
import { failEachStatement } from './every-step-fails';
import { createFaultInjector } from './fault-injection';

const faults = createFaultInjector();
const provider = createSandboxProvider(TEST_JWT_SECRET);
const refund = jest.spyOn(provider, 'refund');
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, { wrapDb: faults.wrap, paymentProvider: provider });
});
afterAll(() => ctx.close());

it('refund approval: a database failure at any statement refunds never or once', async () => {
  const farmer = await newUser(ctx.app, 'Ramesh Patil');
  const investor = await newUser(ctx.app, 'Ananya Rao');
  const campaignId = await insertTestCampaign(ctx.db, farmer.user._id);

  const statements = await failEachStatement<{ requestId: string; investId: string }>(ctx, faults, {
    async prepare() {
      const investId = await invest(ctx.app, investor.token, campaignId, 2000);
      const request = await askRefund(ctx.app, investor.token, investId);
      refund.mockClear();
      return { requestId: request._id, investId };
    },
    send: ({ requestId }) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/refund-requests/${requestId}/approve`,
        headers: bearer(farmer.token),
      }),
    succeeds: 200,
    async done({ requestId, investId }) {
      const [request] = await ctx.db
        .select()
        .from(refundRequests)
        .where(eq(refundRequests.id, requestId));
      expect(request!.status).toBe('approved');
      const [investment] = await ctx.db
        .select()
        .from(investments)
        .where(eq(investments.id, investId));
      expect(investment!.status).toBe('refunded');
      // A failed try that reached the provider is repeated with the same idempotency key, which
      // the provider answers with the same refund: the money goes back once.
      const keys = new Set(refund.mock.calls.map(([, , key]) => key));
      expect(keys).toEqual(new Set([requestId]));
      const answers = await Promise.all(
        refund.mock.results.map((result) => result.value as Promise<{ id: string }>),
      );
      const ids = new Set(answers.map((answer) => answer.id));
      expect(ids).toEqual(new Set([investment!.providerRefundId]));
    },
  });

  expect(statements).toEqual(expect.arrayContaining(['begin', 'commit']));
  const [campaign] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  expect(campaign!.raisedAmountPaise).toBe(0);
});
