import type { ItemsResponse, Product } from '@mitti/domain/item';
import { insertTestItem } from '../../../test/shop-fixtures';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';

let ctx: TestContext;
let turmericId: string;
let ragiId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  turmericId = await insertTestItem(ctx.db, { createdAt: new Date('2026-01-01T00:00:00Z') });
  ragiId = await insertTestItem(
    ctx.db,
    {
      name: 'Ragi Flour',
      category: 'Flours',
      farmName: 'Thenpennai Millet Producers',
      isOrganic: false,
      tags: ['ragi', 'millet'],
      createdAt: new Date('2026-01-02T00:00:00Z'),
    },
    [{ size: '1 kg', pricePaise: 95_50, stock: 20, weight: 1000 }],
    [
      { url: '/uploads/items/ragi-2.svg', publicId: 'items/ragi-2.svg' },
      { url: '/uploads/items/ragi-1.svg', publicId: 'items/ragi-1.svg' },
    ],
  );
});
afterAll(() => ctx.close());

describe('GET /api/items', () => {
  it('lists every item in rupees, images and variants by position, oldest first', async () => {
    const res = await ctx.app.inject({ url: '/api/items' });

    expect(res.statusCode).toBe(200);
    const { response } = res.json<ItemsResponse>();
    expect(response.map((item) => item.name)).toEqual(['Lakadong Turmeric Powder', 'Ragi Flour']);
    expect(response[0]).toEqual({
      _id: turmericId,
      name: 'Lakadong Turmeric Powder',
      brand: 'Mitti Farms',
      category: 'Spices',
      farmName: 'Jaintia Hills Growers',
      isOrganic: true,
      rating: 0,
      reviewCount: 0,
      tags: ['turmeric'],
      images: [{ url: '/uploads/items/turmeric.svg', public_id: 'items/turmeric.svg' }],
      variants: [
        {
          _id: expect.any(String),
          size: '100 g',
          price: 60,
          originalPrice: 80,
          available: true,
          stock: 40,
          weight: 100,
        },
        {
          _id: expect.any(String),
          size: '250 g',
          price: 140,
          available: false,
          stock: 0,
          weight: 250,
        },
        {
          _id: expect.any(String),
          size: '500 g',
          price: 260,
          available: true,
          stock: 12,
          weight: 500,
        },
      ],
    });
    expect(response[1]).toMatchObject({
      _id: ragiId,
      isOrganic: false,
      images: [{ url: '/uploads/items/ragi-2.svg' }, { url: '/uploads/items/ragi-1.svg' }],
      variants: [{ size: '1 kg', price: 95.5 }],
    });
    expect(response[0]).not.toHaveProperty('description');
  });
});

describe('GET /api/items/:id', () => {
  it('answers the product with its details and reviews, newest first', async () => {
    const first = await newUser(ctx.app, 'Kabir Shah');
    const second = await newUser(ctx.app, 'Meera Iyer');
    for (const [user, rating, comment] of [
      [first, 3, 'Decent colour.'],
      [second, 5, 'Very aromatic.'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/items/${turmericId}/review`,
        headers: bearer(user.token),
        payload: { rating, comment },
      });
      expect(res.statusCode).toBe(200);
    }

    const res = await ctx.app.inject({ url: `/api/items/${turmericId}` });

    expect(res.statusCode).toBe(200);
    const product = res.json<Product>();
    expect(product).toMatchObject({
      _id: turmericId,
      name: 'Lakadong Turmeric Powder',
      description: 'High-curcumin turmeric from the Jaintia Hills.',
      usageInfo: ['Half a teaspoon in warm milk.'],
      storageInfo: 'Airtight jar, away from light.',
      ingredients: ['Turmeric'],
      benefits: ['Anti-inflammatory'],
      faq: [{ question: 'Is it irradiated?', answer: 'No, never.' }],
      rating: 4,
      reviewCount: 2,
    });
    expect(product.variants).toHaveLength(3);
    expect(product.reviews).toEqual([
      {
        _id: expect.any(String),
        userId: second.user._id,
        username: 'Meera Iyer',
        rating: 5,
        comment: 'Very aromatic.',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        verifiedPurchase: false,
      },
      expect.objectContaining({ username: 'Kabir Shah', rating: 3, comment: 'Decent colour.' }),
    ]);
    expect(product.reviews[0]!.createdAt > product.reviews[1]!.createdAt).toBe(true);
  });

  it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000', "1' or '1'='1"])(
    'answers 404 for %s',
    async (id) => {
      const res = await ctx.app.inject({ url: `/api/items/${encodeURIComponent(id)}` });

      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Product not found.', code: 'NOT_FOUND' });
    },
  );
});
