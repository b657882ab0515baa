import type { Product } from '@mitti/domain/item';
import type { OwnReviewResponse, ReviewPageResponse } from '@mitti/domain/review-page-query';
import { eq } from 'drizzle-orm';
import { reviews } from '../../db/schema/shop';
import { users } from '../../db/schema/users';
import { insertTestItem } from '../../../test/shop-fixtures';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newEmail, newUser } from '../../../test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * `count` reviews of the item by 'Reviewer 1' (the newest, a day old) to 'Reviewer <count>', one
 * day older each, rated 1 to 5 in turn; returns the item's id.
 */
async function itemWithReviews(count: number): Promise<string> {
  const itemId = await insertTestItem(ctx.db);
  const authors = await ctx.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: newEmail(),
        name: `Reviewer ${i + 1}`,
        passwordHash: 'x',
      })),
    )
    .returning({ id: users.id });
  const now = Date.now();
  await ctx.db.insert(reviews).values(
    authors.map(({ id }, i) => ({
      itemId,
      userId: id,
      rating: (i % 5) + 1,
      comment: `Comment ${i + 1}`,
      createdAt: new Date(now - (i + 1) * DAY_MS),
    })),
  );
  return itemId;
}

function names(list: { username: string }[]): string[] {
  return list.map((review) => review.username);
}

function reviewPage(itemId: string, query = '') {
  return ctx.app.inject({ method: 'GET', url: `/api/items/${itemId}/reviews${query}` });
}

describe('GET /api/items/:id', () => {
  it('carries the newest 10 reviews, with the count and average of them all', async () => {
    const itemId = await itemWithReviews(23);

    const res = await ctx.app.inject({ method: 'GET', url: `/api/items/${itemId}` });

    expect(res.statusCode).toBe(200);
    const product = res.json<Product>();
    expect(names(product.reviews)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Reviewer ${i + 1}`),
    );
    // Ratings 1..5 four times and 1, 2, 3: (4 × 15 + 6) / 23 = 2.87.
    expect(product).toMatchObject({ reviewCount: 23, rating: 2.9 });
  });
});

describe('GET /api/items/:id/reviews', () => {
  it('answers a page of the reviews, newest first, and says when there are more', async () => {
    const itemId = await itemWithReviews(23);

    const second = await reviewPage(itemId, '?page=2&limit=10');
    const last = await reviewPage(itemId, '?page=3&limit=10');

    expect(second.statusCode).toBe(200);
    expect(second.headers['cache-control']).toMatch(/^public/);
    const body = second.json<ReviewPageResponse>();
    expect(body).toMatchObject({ page: 2, limit: 10, total: 23, hasMore: true });
    expect(names(body.reviews)).toEqual(Array.from({ length: 10 }, (_, i) => `Reviewer ${i + 11}`));
    expect(body.reviews[0]).toMatchObject({ rating: 1, comment: 'Comment 11' });
    expect(last.json<ReviewPageResponse>()).toMatchObject({ page: 3, total: 23, hasMore: false });
    expect(names(last.json<ReviewPageResponse>().reviews)).toEqual([
      'Reviewer 21',
      'Reviewer 22',
      'Reviewer 23',
    ]);
  });

  it('answers the first 10 when no page or limit is named', async () => {
    const itemId = await itemWithReviews(12);

    const body = (await reviewPage(itemId)).json<ReviewPageResponse>();

    expect(body).toMatchObject({ page: 1, limit: 10, total: 12, hasMore: true });
    expect(body.reviews).toHaveLength(10);
  });

  it('keeps reviews of the same moment in one order across pages', async () => {
    const itemId = await itemWithReviews(6);
    await ctx.db
      .update(reviews)
      .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(reviews.itemId, itemId));

    const pages = await Promise.all(
      [1, 2, 3].map(async (page) =>
        (await reviewPage(itemId, `?page=${page}&limit=2`)).json<ReviewPageResponse>(),
      ),
    );

    const ids = pages.flatMap((page) => page.reviews.map((review) => review._id));
    expect(ids).toEqual([...ids].sort().reverse());
    expect(new Set(ids).size).toBe(6);
  });

  it('answers an empty last page past the end', async () => {
    const itemId = await itemWithReviews(3);

    const res = await reviewPage(itemId, '?page=2&limit=10');

    expect(res.json()).toEqual({ reviews: [], page: 2, limit: 10, total: 3, hasMore: false });
  });

  it.each([
    ['?page=0', { page: 'page must be 1 or more' }],
    ['?page=x', { page: 'page must be a number' }],
    ['?limit=0', { limit: 'limit must be 1 or more' }],
    ['?limit=51', { limit: 'limit must be at most 50' }],
  ])('refuses %s', async (query, fields) => {
    const itemId = await insertTestItem(ctx.db);

    const res = await reviewPage(itemId, query);

    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields });
  });

  it('answers 404 for an unknown or malformed item', async () => {
    for (const id of [UNKNOWN_ID, 'nope']) {
      const res = await reviewPage(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Product not found.', code: 'NOT_FOUND' });
    }
  });
});

describe('GET /api/items/:id/review', () => {
  function ownReview(token: string | null, itemId: string) {
    return ctx.app.inject({
      method: 'GET',
      url: `/api/items/${itemId}/review`,
      headers: token ? bearer(token) : {},
    });
  }

  it('needs a signed-in user', async () => {
    const itemId = await itemWithReviews(1);

    expect((await ownReview(null, itemId)).statusCode).toBe(401);
  });

  it('answers null when the caller has not reviewed the item, 404 for an unknown item', async () => {
    const user = await newUser(ctx.app);
    const itemId = await itemWithReviews(2);

    const res = await ownReview(user.token, itemId);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ review: null });
    expect((await ownReview(user.token, UNKNOWN_ID)).statusCode).toBe(404);
  });

  it("answers the caller's own review when it is not among the newest", async () => {
    const user = await newUser(ctx.app, 'Meera Iyer');
    const itemId = await itemWithReviews(15);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/items/${itemId}/review`,
      headers: bearer(user.token),
      payload: { rating: 4, comment: 'Fragrant.' },
    });
    await ctx.db
      .update(reviews)
      .set({ createdAt: new Date(Date.now() - 400 * DAY_MS) })
      .where(eq(reviews.userId, user.user._id));

    const res = await ownReview(user.token, itemId);

    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json<OwnReviewResponse>().review).toMatchObject({
      userId: user.user._id,
      username: 'Meera Iyer',
      rating: 4,
      comment: 'Fragrant.',
    });
    const product = (
      await ctx.app.inject({ method: 'GET', url: `/api/items/${itemId}` })
    ).json<Product>();
    expect(product.reviews.map((review) => review.userId)).not.toContain(user.user._id);
  });
});
