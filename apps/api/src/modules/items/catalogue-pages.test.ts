import type { ApiErrorBody } from '@mitti/domain/api-error';
import type { CategoryFilter, ItemsResponse } from '@mitti/domain/item';
import type { ItemPageResponse } from '@mitti/domain/item-list-query';
import { itemMatches } from '@mitti/domain/item-search';
import { insertTestItem } from '../../../test/shop-fixtures';
import type { TestContext } from '../../../test/test-app';
import { createTestApp } from '../../../test/test-app';

let ctx: TestContext;

// Seven items, one a day from January 1st but for two that share a day.
const ITEMS = [
  ['Organic Basmati Rice', 'Mitti Fields', 'Grains', 'Green Valley Farm', '2026-01-01'],
  ['Ragi Flour', 'Thenpennai', 'Flours', 'Thenpennai Millet Producers', '2026-01-02'],
  ['Jaggery Powder', 'Mitti Farms', 'Sweeteners', 'Panchganga Cane Farm', '2026-01-03'],
  ['Gobindobhog Rice', 'Bengal Harvest', 'Grains', 'Bardhaman Growers', '2026-01-04'],
  ['Lakadong Turmeric', 'Mitti Farms', 'Spices', 'Jaintia Hills Growers', '2026-01-05'],
  ['Forest Honey', 'Wild & Pure', 'Sweeteners', 'Nilgiri Valley Collective', '2026-01-05'],
  ['100% Whole Wheat Atta', 'Chakki_Fresh', 'Flours', 'Sehore Wheat Farm', '2026-01-06'],
] as const;
// Oldest first; Forest Honey and Lakadong Turmeric came the same day, so by name.
const CATALOGUE_ORDER = [
  'Organic Basmati Rice',
  'Ragi Flour',
  'Jaggery Powder',
  'Gobindobhog Rice',
  'Forest Honey',
  'Lakadong Turmeric',
  '100% Whole Wheat Atta',
];

beforeAll(async () => {
  ctx = await createTestApp();
  for (const [name, brand, category, farmName, day] of ITEMS) {
    await insertTestItem(ctx.db, {
      name,
      brand,
      category,
      farmName,
      tags: [],
      createdAt: new Date(`${day}T00:00:00Z`),
    });
  }
});
afterAll(() => ctx.close());

async function plain(): Promise<ItemsResponse> {
  const res = await ctx.app.inject({ url: '/api/items' });
  expect(res.statusCode).toBe(200);
  return res.json<ItemsResponse>();
}

async function page(query: string): Promise<ItemPageResponse> {
  const res = await ctx.app.inject({ url: `/api/items?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<ItemPageResponse>();
}

const names = (answer: { response: { name: string }[] }) =>
  answer.response.map((item) => item.name);

describe('GET /api/items without paging', () => {
  it('answers the whole catalogue as before: only `response`, every item in order', async () => {
    const answer = await plain();
    expect(Object.keys(answer)).toEqual(['response']);
    expect(names(answer)).toEqual(CATALOGUE_ORDER);
  });

  it('ignores query fields it does not know', async () => {
    const res = await ctx.app.inject({ url: '/api/items?sort=price' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(await plain());
  });
});

describe('GET /api/items with page, limit, search or category', () => {
  it('pages the catalogue in its order and says the total and whether there is more', async () => {
    const first = await page('page=1&limit=3');
    expect(first).toMatchObject({ page: 1, limit: 3, total: 7, hasMore: true });
    expect(names(first)).toEqual(['Organic Basmati Rice', 'Ragi Flour', 'Jaggery Powder']);

    const third = await page('page=3&limit=3');
    expect(third).toMatchObject({ page: 3, limit: 3, total: 7, hasMore: false });
    expect(names(third)).toEqual(['100% Whole Wheat Atta']);

    const beyond = await page('page=4&limit=3');
    expect(beyond).toEqual({ response: [], page: 4, limit: 3, total: 7, hasMore: false });
  });

  it('gives each item exactly as the whole catalogue does', async () => {
    const { response } = await plain();
    const second = await page('page=2&limit=2');
    expect(second.response).toEqual(response.slice(2, 4));
  });

  it('pages 24 at a time from page 1 when only a filter is given', async () => {
    const answer = await page('category=All');
    expect(answer).toMatchObject({ page: 1, limit: 24, total: 7, hasMore: false });
    expect(names(answer)).toEqual(CATALOGUE_ORDER);
  });

  it.each([
    ['a name', 'basmati', ['Organic Basmati Rice']],
    ['a brand', 'BENGAL', ['Gobindobhog Rice']],
    ['a category', 'sweet', ['Jaggery Powder', 'Forest Honey']],
    ['a farm name', 'valley', ['Organic Basmati Rice', 'Forest Honey']],
    ['any field, trimmed and in any case', '  MiTTi fa ', ['Jaggery Powder', 'Lakadong Turmeric']],
    ['% literally', '100%', ['100% Whole Wheat Atta']],
    ['_ literally', 'chakki_', ['100% Whole Wheat Atta']],
    ['& in a brand', 'wild & pure', ['Forest Honey']],
  ])('searches %s', async (_what, search, expected) => {
    const answer = await page(`search=${encodeURIComponent(search)}`);
    expect(names(answer)).toEqual(expected);
    expect(answer.total).toBe(expected.length);
  });

  it('never matches across two fields', async () => {
    // "… Rice" ends the name and "Mitti …" starts the brand of the first item.
    expect((await page('search=rice%20mitti')).total).toBe(0);
    expect((await page('search=rice%1Fmitti')).total).toBe(0);
  });

  it('lets a blank search match everything', async () => {
    expect((await page('search=%20%20')).total).toBe(7);
  });

  it('filters by category, with a search too', async () => {
    expect(names(await page('category=Grains'))).toEqual([
      'Organic Basmati Rice',
      'Gobindobhog Rice',
    ]);
    expect(names(await page('category=Flours&search=wheat'))).toEqual(['100% Whole Wheat Atta']);
    expect(names(await page('category=Spices&search=rice'))).toEqual([]);
  });

  it('lets through exactly what the shop filter (itemMatches) lets through', async () => {
    const { response } = await plain();
    const categories: CategoryFilter[] = ['All', 'Grains', 'Sweeteners', 'Flours', 'Spices'];
    for (const category of categories) {
      for (const search of ['', 'r', 'ri', 'mitti', 'GROWERS', 'a f', 'farm', 'zzz']) {
        const answer = await page(
          `limit=100&category=${category}&search=${encodeURIComponent(search)}`,
        );
        const expected = response.filter((item) => itemMatches(item, search, category));
        expect(answer.response).toEqual(expected);
        expect(answer.total).toBe(expected.length);
      }
    }
  });

  it('answers a repeated query alike, and a new item once it is added', async () => {
    const before = await page('search=rice&limit=1');
    expect(await page('limit=1&search=RICE')).toEqual(before);
    expect(before).toMatchObject({ total: 2, hasMore: true });

    await insertTestItem(ctx.db, { name: 'Kalanamak Rice', category: 'Grains' });
    expect(await page('search=rice&limit=1')).toMatchObject({ total: 3, hasMore: true });
    expect((await plain()).response).toHaveLength(8);
  });

  it.each([
    ['page=0', { page: 'page must be 1 or more' }],
    ['page=first', { page: 'page must be a number' }],
    ['page=1000000000000000000', { page: 'page must be at most 100000' }],
    ['limit=101', { limit: 'limit must be at most 100' }],
    ['limit=2.5&page=1', { limit: 'limit must be a whole number' }],
    [
      'category=Fruits',
      { category: 'category must be one of All, Grains, Sweeteners, Flours, Spices' },
    ],
    [`search=${'x'.repeat(101)}`, { search: 'search must be at most 100 characters' }],
    ['page=-1&limit=0', { page: 'page must be 1 or more', limit: 'limit must be 1 or more' }],
  ])('refuses %s with 400 naming each bad field', async (query, fields) => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await ctx.app.inject({ url: `/api/items?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiErrorBody>()).toEqual({
        message: Object.values(fields)[0],
        code: 'VALIDATION',
        fields,
      });
    }
  });
});
