import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { CampaignListResponse } from '@mitti/domain/campaign';
import { solidPng } from '../db/solid-png';
import { createLocalStorage, uploadsDir } from '../storage/local-storage';
import { insertTestCampaign, reviewedVersion, setUser } from '../../test/campaign-fixtures';
import { multipartFile } from '../../test/multipart';
import { invest } from '../../test/payments';
import { insertTestItem } from '../../test/shop-fixtures';
import type { TestContext } from '../../test/test-app';
import { bearer, createTestApp, newUser } from '../../test/test-app';

let ctx: TestContext;
let farmer: Awaited<ReturnType<typeof newUser>>;
let admin: Awaited<ReturnType<typeof newUser>>;
let investor: Awaited<ReturnType<typeof newUser>>;
let campaignId: string;
let storyId: string;
let itemId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  farmer = await newUser(ctx.app, 'Ramesh Patil');
  await setUser(ctx.db, farmer.user._id, { active: 'true' });
  admin = await newUser(ctx.app, 'Meera Iyer');
  await setUser(ctx.db, admin.user._id, { role: 'admin' });
  investor = await newUser(ctx.app, 'Ananya Rao');
  campaignId = await insertTestCampaign(ctx.db, farmer.user._id, { campaignTitle: 'Millets' });
  await insertTestCampaign(ctx.db, farmer.user._id, { campaignTitle: 'Saffron' });
  await insertTestCampaign(ctx.db, farmer.user._id, { campaignTitle: 'Basmati' });
  storyId = await insertTestCampaign(ctx.db, farmer.user._id, {
    campaignTitle: 'Turmeric',
    story: 'Grown between the mango trees, dug by hand. '.repeat(40),
  });
  itemId = await insertTestItem(ctx.db);
});
afterAll(() => ctx.close());

/** A CDN answers from its copy for 10 s, then serves it stale for a minute while it refreshes. */
const SHARED = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });

describe('compressed answers', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('sends the listing as %s, which decodes to the same JSON', async (encoding, decode) => {
    const plain = await get('/api/campaigns');
    const res = await get('/api/campaigns', { 'accept-encoding': `${encoding}, identity` });

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(plain.json());
  });

  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip'],
  ])(
    'revalidates a %s campaign with a bodiless 304 that names no encoding',
    async (encoding, accept) => {
      const url = `/api/campaigns/${storyId}`;
      const plain = await get(url);
      const res = await get(url, { 'accept-encoding': accept });
      expect([res.statusCode, res.headers['content-encoding']]).toEqual([200, encoding]);
      expect(res.headers.etag).toBe(plain.headers.etag);

      const again = await get(url, {
        'accept-encoding': accept,
        'if-none-match': String(res.headers.etag),
      });
      expect([again.statusCode, again.body, again.headers['content-encoding']]).toEqual([
        304,
        '',
        undefined,
      ]);
    },
  );

  it('prefers brotli when both are welcome, and leaves a small answer as it is', async () => {
    const accept = { 'accept-encoding': 'gzip, deflate, br' };

    expect((await get('/api/campaigns', accept)).headers['content-encoding']).toBe('br');
    const small = await get('/api/auth/config', accept);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ googleClientId: null });
  });

  it('does not compress uploaded pictures, but does compress an SVG', async () => {
    const storage = createLocalStorage(uploadsDir(ctx.config.dataDir));
    await storage.put('campaigns/test-field.png', solidPng(600, [90, 140, 60]), 'image/png');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="9" height="9"/>'.repeat(80)}</svg>`;
    await storage.put('campaigns/test-field.svg', Buffer.from(svg), 'image/svg+xml');
    const accept = { 'accept-encoding': 'br, gzip' };

    const png = await get('/uploads/campaigns/test-field.png', accept);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-encoding']).toBeUndefined();
    const drawing = await get('/uploads/campaigns/test-field.svg', accept);
    expect(drawing.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(drawing.rawPayload).toString()).toBe(svg);
  });
});

describe('public reads', () => {
  const reads = () => [
    '/api/campaigns',
    '/api/campaigns?sortBy=raisedAmount&limit=2',
    '/api/campaigns/filters/options?field=cropTypes',
    `/api/campaigns/${campaignId}`,
    `/api/campaigns/${campaignId}/timeline`,
    '/api/items',
    `/api/items/${itemId}`,
    '/api/auth/config',
  ];

  it('may be kept by a shared cache, revalidated by browsers, and a matching If-None-Match costs a bodiless 304', async () => {
    for (const url of reads()) {
      const first = await get(url, { 'accept-encoding': 'br, gzip' });
      expect([url, first.statusCode, first.headers['cache-control']]).toEqual([url, 200, SHARED]);
      expect(first.headers.vary).toMatch(/^authorization\b/i);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);

      const again = await get(url, { 'accept-encoding': 'br, gzip', 'if-none-match': etag });
      expect([url, again.statusCode, again.body]).toEqual([url, 304, '']);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(SHARED);
    }
  });

  it('vary by Authorization and by encoding when compressed', async () => {
    const res = await get('/api/campaigns', { 'accept-encoding': 'br' });

    expect(res.headers.vary).toBe('Authorization, accept-encoding');
  });

  it('are not shared when refused', async () => {
    const unknown = await get('/api/campaigns/00000000-0000-4000-8000-000000000000');
    const invalid = await get('/api/campaigns?limit=500');

    expect([unknown.statusCode, unknown.headers['cache-control']]).toEqual([
      404,
      'private, no-store',
    ]);
    expect([invalid.statusCode, invalid.headers['cache-control']]).toEqual([
      400,
      'private, no-store',
    ]);
  });

  it('validate every request, however often a close query was answered before', async () => {
    for (let round = 0; round < 2; round += 1) {
      expect((await get('/api/campaigns?limit=50&sortBy=raisedAmount')).statusCode).toBe(200);
      expect((await get('/api/items?limit=24&category=Spices')).statusCode).toBe(200);
    }
    for (const url of [
      '/api/campaigns?limit=500&sortBy=raisedAmount',
      '/api/campaigns?limit=50&sortBy=name',
      '/api/campaigns?limit=5%30%30&sortBy=raisedAmount',
      '/api/items?limit=24&category=Spice',
    ]) {
      const res = await get(url);
      expect([url, res.statusCode, res.json<{ code: string }>().code]).toEqual([
        url,
        400,
        'VALIDATION',
      ]);
    }
  });

  it('give the same ETag whatever the encoding', async () => {
    const plain = await get('/api/campaigns');
    const brotli = await get('/api/campaigns', { 'accept-encoding': 'br' });

    expect(brotli.headers['content-encoding']).toBe('br');
    expect(plain.headers.etag).toMatch(/^W\//);
    expect(brotli.headers.etag).toBe(plain.headers.etag);
  });

  it('are private (still revalidated) when asked with a token', async () => {
    for (const url of [`/api/campaigns`, `/api/campaigns/${campaignId}`, '/api/items']) {
      const res = await get(url, bearer(farmer.token));
      expect([url, res.headers['cache-control']]).toEqual([url, 'private, no-cache']);
      expect(res.headers.etag).toBeDefined();
    }
  });
});

describe('a listing that changes', () => {
  it('gets a new ETag and a full answer after an admin approves a campaign', async () => {
    const draft = await insertTestCampaign(ctx.db, farmer.user._id, {
      campaignTitle: 'Kokum',
      status: 'Draft',
      isVerified: false,
    });
    const before = await get('/api/campaigns');
    const etag = String(before.headers.etag);
    expect((await get('/api/campaigns', { 'if-none-match': etag })).statusCode).toBe(304);

    const approve = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/campaigns/${draft}/approve`,
      headers: bearer(admin.token),
      payload: await reviewedVersion(ctx.db, draft),
    });
    expect(approve.statusCode).toBe(200);

    const after = await get('/api/campaigns', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json<CampaignListResponse>().campaigns.map((c) => c.campaignTitle)).toContain(
      'Kokum',
    );
  });

  it('gets a new ETag after an investment raises a campaign, and so does the campaign', async () => {
    const listing = String((await get('/api/campaigns')).headers.etag);
    const detail = String((await get(`/api/campaigns/${campaignId}`)).headers.etag);
    expect((await get('/api/campaigns', { 'if-none-match': listing })).statusCode).toBe(304);

    await invest(ctx.app, investor.token, campaignId, 1_000);

    const newListing = await get('/api/campaigns', { 'if-none-match': listing });
    const newDetail = await get(`/api/campaigns/${campaignId}`, { 'if-none-match': detail });
    expect([newListing.statusCode, newDetail.statusCode]).toEqual([200, 200]);
    expect(newListing.headers.etag).toMatch(/^W\//);
    expect(newListing.headers.etag).not.toBe(listing);
    expect(newDetail.json<{ raisedAmount: number }>().raisedAmount).toBe(1_000);
  });
});

describe('per-user answers', () => {
  it.each([
    ['/api/user-profile', () => investor.token],
    ['/api/cart', () => investor.token],
    ['/api/orders', () => investor.token],
    ['/api/notifications', () => investor.token],
    ['/api/user-campaigns', () => investor.token],
    ['/api/admin/campaigns', () => admin.token],
    ['/api/admin/orders', () => admin.token],
  ])('%s is private, no-store', async (url, token) => {
    const res = await get(url, bearer(token()));

    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps the login answer (a token) and refusals out of every cache', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: investor.email, password: investor.password },
    });
    const refused = await get('/api/cart');

    expect([login.statusCode, login.headers['cache-control']]).toEqual([200, 'private, no-store']);
    expect([refused.statusCode, refused.headers['cache-control']]).toEqual([
      401,
      'private, no-store',
    ]);
  });
});

describe('uploads', () => {
  it('are cached for a year: every upload gets a new name', async () => {
    const { payload, headers } = multipartFile(
      'profilePicture',
      'me.png',
      'image/png',
      solidPng(32, [200, 120, 40]),
    );
    const upload = async () =>
      (
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/profile-picture',
          headers: { ...headers, ...bearer(investor.token) },
          payload,
        })
      ).json<{ profilePicture: { url: string } }>().profilePicture.url;

    const [first, second] = [await upload(), await upload()];
    expect(first).not.toBe(second);
    const res = await get(second);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
