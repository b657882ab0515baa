import type { LowStockResponse } from '@mitti/domain/admin-stock';
import { and, eq } from 'drizzle-orm';
import { items, itemVariants } from '../../db/schema/shop';
import { setUser } from '../../../test/campaign-fixtures';
import { insertTestItem } from '../../../test/shop-fixtures';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof newUser>>;
let turmericId: string;
let honeyId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await newUser(ctx.app, 'Meera Iyer');
  await setUser(ctx.db, admin.user._id, { role: 'admin' });
  // Turmeric: 100 g 40, 250 g 0, 500 g 12 on hand.
  turmericId = await insertTestItem(ctx.db);
  honeyId = await insertTestItem(ctx.db, { name: 'Wild Forest Honey' }, [
    { size: '250 g', pricePaise: 180_00, stock: 3, sku: 'HONEY-250G', weight: 250 },
    { size: '500 g', pricePaise: 340_00, stock: 5, sku: 'HONEY-500G', weight: 500 },
    { size: '1 kg', pricePaise: 640_00, stock: 6, weight: 1000 },
  ]);
  await insertTestItem(ctx.db, { name: 'Old Jaggery', archivedAt: new Date() }, [
    { size: '1 kg', pricePaise: 90_00, stock: 0, weight: 1000 },
  ]);
});
afterAll(() => ctx.close());

function lowStock(query = '') {
  return ctx.app.inject({ url: `/api/admin/stock/low${query}`, headers: bearer(admin.token) });
}

describe('GET /api/admin/stock/low', () => {
  it('lists the sizes on sale at 5 or fewer, fewest first, archived products left out', async () => {
    const res = await lowStock();

    expect(res.statusCode).toBe(200);
    const body = res.json<LowStockResponse>();
    expect(body).toEqual({
      variants: [
        {
          _id: expect.any(String),
          itemId: turmericId,
          itemName: 'Lakadong Turmeric Powder',
          size: '250 g',
          sku: null,
          stock: 0,
        },
        {
          _id: expect.any(String),
          itemId: honeyId,
          itemName: 'Wild Forest Honey',
          size: '250 g',
          sku: 'HONEY-250G',
          stock: 3,
        },
        {
          _id: expect.any(String),
          itemId: honeyId,
          itemName: 'Wild Forest Honey',
          size: '500 g',
          sku: 'HONEY-500G',
          stock: 5,
        },
      ],
      page: 1,
      limit: 20,
      total: 3,
      hasMore: false,
    });
  });

  it('takes a threshold and pages on the server', async () => {
    const first = (await lowStock('?threshold=12&limit=2')).json<LowStockResponse>();
    expect(first.variants.map((variant) => [variant.size, variant.stock])).toEqual([
      ['250 g', 0],
      ['250 g', 3],
    ]);
    expect(first).toMatchObject({ page: 1, limit: 2, total: 5, hasMore: true });

    const last = (await lowStock('?threshold=12&limit=2&page=3')).json<LowStockResponse>();
    expect(last.variants.map((variant) => [variant.itemName, variant.size])).toEqual([
      ['Lakadong Turmeric Powder', '500 g'],
    ]);
    expect(last).toMatchObject({ page: 3, total: 5, hasMore: false });

    const none = (await lowStock('?threshold=0')).json<LowStockResponse>();
    expect(none.variants.map((variant) => variant.size)).toEqual(['250 g']);
  });

  it('follows the stock as it changes', async () => {
    await ctx.db
      .update(itemVariants)
      .set({ stock: 25 })
      .where(and(eq(itemVariants.itemId, honeyId), eq(itemVariants.size, '250 g')));
    await ctx.db.update(items).set({ archivedAt: new Date() }).where(eq(items.id, turmericId));

    const body = (await lowStock()).json<LowStockResponse>();

    expect(body.variants.map((variant) => variant.sku)).toEqual(['HONEY-500G']);
  });

  it('refuses a bad threshold, page or limit, naming it', async () => {
    for (const [query, field] of [
      ['?threshold=-1', 'threshold'],
      ['?threshold=abc', 'threshold'],
      ['?page=0', 'page'],
      ['?limit=101', 'limit'],
    ] as const) {
      const res = await lowStock(query);
      expect([query, res.statusCode]).toEqual([query, 400]);
      expect(res.json().fields).toHaveProperty(field);
    }
  });
});
