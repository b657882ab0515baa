import { eq } from 'drizzle-orm';
import { campaigns } from '../../src/db/schema/invest';
import { solidPng } from '../../src/db/solid-png';
import { NEW_CAMPAIGN_FIELDS, setUser } from '../campaign-fixtures';
import { multipartForm } from '../multipart';
import type { TestContext } from '../test-app';
import { bearer, createTestApp, newUser } from '../test-app';
import { failEachStatement } from './every-step-fails';
import { createFaultInjector } from './fault-injection';

const faults = createFaultInjector();
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, { wrapDb: faults.wrap });
});
afterAll(() => ctx.close());

const FIELDS = Object.entries(NEW_CAMPAIGN_FIELDS);

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
