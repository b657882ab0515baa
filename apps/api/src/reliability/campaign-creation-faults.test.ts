import { eq } from 'drizzle-orm';
import { campaigns } from '../db/schema/invest';
import { solidPng } from '../db/solid-png';
import { setUser } from '../test/campaign-fixtures';
import { multipartForm } from '../test/multipart';
import type { TestContext } from '../test/test-app';
import { bearer, createTestApp, newUser } from '../test/test-app';
import { failEachStatement } from './every-step-fails';
import { createFaultInjector } from './fault-injection';

const faults = createFaultInjector();
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, { wrapDb: faults.wrap });
});
afterAll(() => ctx.close());

const FIELDS: [string, string][] = Object.entries({
  campaignTitle: 'Organic Grapes of Nashik',
  story: 'Three generations of grapes.',
  farmName: 'Patil Vineyards',
  farmLocation: 'Nashik, Maharashtra',
  fundingGoal: '500000',
  minInvestment: '5000',
  returnsType: 'Percentage Range',
  returnsMin: '10',
  returnsDescription: 'Yearly after harvest.',
  farmSizeValue: '12.5',
  farmSizeUnit: 'Acres',
  cropTypes: 'Grapes',
  farmingMethods: 'Organic',
  startDate: '2030-01-10',
  endDate: '2030-03-10',
  fundUsage: '60% for trellis. 40% for drip irrigation.',
  impactMetrics: 'Saves water.',
  riskFactors: 'Hail.',
});

it('campaign creation: a database failure at any statement leaves no campaign and no file', async () => {
  const farmer = await newUser(ctx.app, 'Ramesh Patil');
  await setUser(ctx.db, farmer.user._id, { active: 'true' });
  const visual = (shade: number) => ({
    field: 'visuals',
    filename: 'farm.png',
    contentType: 'image/png',
    data: solidPng(16, [10, shade, 40]),
  });
  let created = 0;

  const statements = await failEachStatement(ctx, faults, {
    prepare: () => Promise.resolve(multipartForm(FIELDS, [visual(100), visual(200)])),
    send: (form) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/campaigns',
        headers: { ...form.headers, ...bearer(farmer.token) },
        payload: form.payload,
      }),
    succeeds: 201,
    async done() {
      created += 1;
      const rows = await ctx.db
        .select()
        .from(campaigns)
        .where(eq(campaigns.userId, farmer.user._id));
      expect(rows).toHaveLength(created);
      expect(rows.every((row) => row.status === 'Draft' && !row.isVerified)).toBe(true);
    },
  });

  expect(statements).toEqual(expect.arrayContaining(['begin', 'commit']));
});
