import type { Product } from '@mitti/domain/item';
import { eq } from 'drizzle-orm';
import { items, reviews } from '../../db/schema/shop';
import { insertTestItem, placeCashOrder } from '../../../test/shop-fixtures';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

function review(token: string | null, itemId: string, payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/items/${itemId}/review`,
    headers: token ? bearer(token) : {},
    payload,
  });
}

async function itemRow(id: string) {
  const [row] = await ctx.db.select().from(items).where(eq(items.id, id));
  return row!;
}

describe('PUT /api/items/:id/review', () => {
  it('needs a signed-in user', async () => {
    const itemId = await insertTestItem(ctx.db);

    const res = await review(null, itemId, { rating: 5, comment: 'Lovely.' });

    expect(res.statusCode).toBe(401);
    expect(await ctx.db.select().from(reviews).where(eq(reviews.itemId, itemId))).toEqual([]);
  });

  it.each([
    { rating: 0, comment: 'Nice.' },
    { rating: 4, comment: '   ' },
    { rating: 6, comment: 'Nice.' },
    { comment: 'Nice.' },
  ])('refuses %j with the spec message', async (payload) => {
    const user = await newUser(ctx.app);
    const itemId = await insertTestItem(ctx.db);

    const res = await review(user.token, itemId, payload);

    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Please provide a rating and a comment.' });
  });

  it('answers 404 for an unknown or malformed item', async () => {
    const user = await newUser(ctx.app);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await review(user.token, id, { rating: 4, comment: 'Nice.' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Product not found.', code: 'NOT_FOUND' });
    }
  });

  it('keeps one review per user: a second submit replaces it and dates it now', async () => {
    const user = await newUser(ctx.app, 'Kabir Shah');
    const itemId = await insertTestItem(ctx.db);
    const first = (
      await review(user.token, itemId, { rating: 2, comment: 'Too coarse.' })
    ).json<Product>();

    const res = await review(user.token, itemId, { rating: 5, comment: '  Better batch.  ' });

    expect(res.statusCode).toBe(200);
    const product = res.json<Product>();
    expect(product.reviews).toEqual([
      expect.objectContaining({ username: 'Kabir Shah', rating: 5, comment: 'Better batch.' }),
    ]);
    expect(product.reviews[0]!.createdAt > first.reviews[0]!.createdAt).toBe(true);
    expect(product).toMatchObject({ rating: 5, reviewCount: 1 });
    expect(await ctx.db.select().from(reviews).where(eq(reviews.itemId, itemId))).toHaveLength(1);
  });

  it("names each review's author by the id of their profile, and never by their email", async () => {
    const itemId = await insertTestItem(ctx.db);
    const asha = await newUser(ctx.app, 'Asha Verma');
    const ravi = await newUser(ctx.app, 'Ravi Menon');
    await review(asha.token, itemId, { rating: 4, comment: 'Good.' });
    await review(ravi.token, itemId, { rating: 3, comment: 'Fine.' });

    const res = await ctx.app.inject({ url: `/api/items/${itemId}` });

    expect(res.json<Product>().reviews.map((r) => [r.username, r.userId])).toEqual([
      ['Ravi Menon', ravi.user._id],
      ['Asha Verma', asha.user._id],
    ]);
    expect(res.body).not.toContain(asha.email);
    expect(res.body).not.toContain(ravi.email);
  });

  it('keeps the average (one decimal) and the count right as users review and revise', async () => {
    const itemId = await insertTestItem(ctx.db);
    const users = [await newUser(ctx.app), await newUser(ctx.app), await newUser(ctx.app)];
    for (const [index, rating] of [5, 4, 4].entries()) {
      await review(users[index]!.token, itemId, { rating, comment: `Rated ${rating}.` });
    }
    expect(await itemRow(itemId)).toMatchObject({ ratingAvg: 4.3, ratingCount: 3 });

    const res = await review(users[1]!.token, itemId, { rating: 2, comment: 'Went stale.' });

    expect(res.json<Product>()).toMatchObject({ rating: 3.7, reviewCount: 3 });
    const listed = (await ctx.app.inject({ url: '/api/items' }))
      .json<{ response: { _id: string; rating: number; reviewCount: number }[] }>()
      .response.find((item) => item._id === itemId);
    expect(listed).toMatchObject({ rating: 3.7, reviewCount: 3 });
  });

  it('marks the review of a buyer as a verified purchase, and only theirs', async () => {
    const itemId = await insertTestItem(ctx.db);
    const buyer = await newUser(ctx.app, 'Ananya Rao');
    const browser = await newUser(ctx.app, 'Suresh Kumar');
    await placeCashOrder(ctx.app, buyer.token, itemId, '100 g');

    await review(buyer.token, itemId, { rating: 5, comment: 'Bought it twice.' });
    const res = await review(browser.token, itemId, { rating: 3, comment: 'Looks fine.' });

    expect(res.json<Product>().reviews.map((r) => [r.username, r.verifiedPurchase])).toEqual([
      ['Suresh Kumar', false],
      ['Ananya Rao', true],
    ]);
  });
});
