import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Campaign, CampaignListResponse } from '@mitti/domain/campaign';
import { campaignListQuerySchema } from '@mitti/domain/campaign-schemas';
import type { ItemsResponse } from '@mitti/domain/item';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ChangeTopic } from '../db/changes';
import { watchChanges } from '../db/changes';
import type { DatabaseHandle } from '../db/client';
import { openDatabase } from '../db/client';
import { preferredEncoding } from './answer-cache';
import { insertTestCampaign, setUser } from '../../test/campaign-fixtures';
import { invest } from '../../test/payments';
import { insertTestItem } from '../../test/shop-fixtures';
import type { TestContext } from '../../test/test-app';
import { bearer, createTestApp, newUser } from '../../test/test-app';
import type { TestDatabase } from '../../test/test-database';
import { createTestDatabase } from '../../test/test-database';

// Two API instances on one database: on PostgreSQL each with its own pool and listener, as two
// servers would be; on PGlite (one process) sharing the database handle.
let shared: TestDatabase;
let second: DatabaseHandle;
let a: TestContext;
let b: TestContext;
let farmer: Awaited<ReturnType<typeof newUser>>;
let campaignId: string;
let itemId: string;

beforeAll(async () => {
  shared = await createTestDatabase();
  second = shared.url
    ? await openDatabase({ dataDir: shared.dataDir, databaseUrl: shared.url })
    : shared.database;
  a = await createTestApp({}, { database: shared.database });
  b = await createTestApp({}, { database: second });
  farmer = await newUser(a.app, 'Ramesh Patil');
  await setUser(shared.database.db, farmer.user._id, { active: 'true' });
  campaignId = await insertTestCampaign(shared.database.db, farmer.user._id, {
    campaignTitle: 'Millets',
  });
  itemId = await insertTestItem(shared.database.db);
});
afterAll(async () => {
  await a.close();
  await b.close();
  if (second !== shared.database) await second.close();
  await shared.dispose();
});

const read = async <T>(app: FastifyInstance, url: string, token?: string): Promise<T> => {
  const res = await app.inject({ url, headers: token ? bearer(token) : {} });
  expect(res.statusCode).toBe(200);
  return res.json<T>();
};
const raised = (app: FastifyInstance) =>
  read<Campaign>(app, `/api/campaigns/${campaignId}`).then((campaign) => campaign.raisedAmount);
const rating = (app: FastifyInstance) =>
  read<ItemsResponse>(app, '/api/items').then(
    (items) => items.response.find((item) => item._id === itemId)?.rating,
  );

/**
 * Makes sure the second instance hears every write committed so far before its next read. A query
 * through its own pool makes its listener's next settle() (which every kept read awaits) take a round
 * trip on the listening connection, and PostgreSQL delivers the notifications of every commit before
 * it with the answer. On PGlite the instances share one database, which notifies before a commit returns.
 */
async function announcedToSecond(): Promise<void> {
  await second.db.execute(sql`select 1`);
}

describe('kept public answers', () => {
  it('answer a repeated read with the same body and ETag, and a 304 to its ETag', async () => {
    const first = await a.app.inject({ url: '/api/campaigns' });
    const again = await a.app.inject({ url: '/api/campaigns' });

    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    const revalidated = await a.app.inject({
      url: '/api/campaigns',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('are fresh on the next read after a write on the same instance', async () => {
    const investor = await newUser(a.app, 'Ananya Rao');
    const before = await raised(a.app);
    await read<CampaignListResponse>(a.app, '/api/campaigns');

    await invest(a.app, investor.token, campaignId, 2_000);

    expect(await raised(a.app)).toBe(before + 2_000);
    const listed = await read<CampaignListResponse>(a.app, '/api/campaigns');
    expect(listed.campaigns.find((c) => c._id === campaignId)?.raisedAmount).toBe(before + 2_000);

    expect(await rating(a.app)).toBe(0);
    const review = await a.app.inject({
      method: 'PUT',
      url: `/api/items/${itemId}/review`,
      headers: bearer(investor.token),
      payload: { rating: 4, comment: 'Bright colour.' },
    });
    expect(review.statusCode).toBe(200);
    expect(await rating(a.app)).toBe(4);
  });

  it('show the farmer as they are now after they rename themselves', async () => {
    await raised(a.app);
    const renamed = await a.app.inject({
      method: 'PUT',
      url: '/api/editName',
      headers: bearer(farmer.token),
      payload: { name: 'Ramesh P.', _id: farmer.user._id },
    });
    expect(renamed.statusCode).toBe(200);

    const campaign = await read<Campaign>(a.app, `/api/campaigns/${campaignId}`);
    expect(campaign.userId.name).toBe('Ramesh P.');
  });

  it('are fresh on another instance once it has heard of a write there', async () => {
    const investor = await newUser(a.app, 'Kabir Shah');
    const before = await raised(b.app);
    expect(await raised(b.app)).toBe(before);
    const listedTitles = async () =>
      (await read<CampaignListResponse>(b.app, '/api/campaigns')).campaigns.map(
        (c) => c.campaignTitle,
      );
    expect(await listedTitles()).toEqual(['Millets']);

    await invest(a.app, investor.token, campaignId, 3_000);
    const pendingId = await insertTestCampaign(shared.database.db, farmer.user._id, {
      campaignTitle: 'Saffron',
      status: 'Draft',
      isVerified: false,
    });
    const admin = await newUser(a.app, 'Meera Iyer');
    await setUser(shared.database.db, admin.user._id, { role: 'admin' });
    const approved = await a.app.inject({
      method: 'POST',
      url: `/api/admin/campaigns/${pendingId}/approve`,
      headers: bearer(admin.token),
    });
    expect(approved.statusCode).toBe(200);

    await announcedToSecond();
    expect(await raised(b.app)).toBe(before + 3_000);
    expect(await listedTitles()).toEqual(['Saffron', 'Millets']);
    expect((await read<CampaignListResponse>(b.app, '/api/campaigns')).total).toBe(2);
  });

  it("never give an owner's own view to anyone else, nor a visitor's to the owner", async () => {
    await setUser(shared.database.db, farmer.user._id, { active: 'true' });
    const ownId = await insertTestCampaign(shared.database.db, farmer.user._id, {
      campaignTitle: 'Pepper',
    });
    // Not a state the API makes, but one a public campaign could be left in by hand.
    await shared.database.db.execute(
      sql`update campaigns set rejection_reason = 'Add soil reports.' where id = ${ownId}`,
    );
    const page = `/api/campaigns/${ownId}`;

    for (let round = 0; round < 2; round += 1) {
      expect((await read<Campaign>(a.app, page)).rejectionReason).toBeNull();
      expect((await read<Campaign>(a.app, page, farmer.token)).rejectionReason).toBe(
        'Add soil reports.',
      );
      const listed = await read<CampaignListResponse>(a.app, '/api/campaigns', farmer.token);
      expect(listed.campaigns.find((c) => c._id === ownId)?.rejectionReason).toBe(
        'Add soil reports.',
      );
    }
  });
});

describe('announced changes', () => {
  it('tell the listing apart from a raised amount, which leaves the listing totals kept', async () => {
    const changes = await watchChanges(second);
    const heard: ChangeTopic[] = [];
    for (const topic of ['campaigns', 'listing', 'items'] as const) {
      changes.subscribe(topic, () => heard.push(topic));
    }
    try {
      await shared.database.db.execute(
        sql`update campaigns set raised_amount_paise = raised_amount_paise + 100 where id = ${campaignId}`,
      );
      await announcedToSecond();
      await changes.settle();
      expect(heard).toEqual(['campaigns']);

      await shared.database.db.execute(
        sql`update campaigns set farm_location = 'Wardha, Maharashtra' where id = ${campaignId}`,
      );
      await announcedToSecond();
      await changes.settle();
      expect(heard.sort()).toEqual(['campaigns', 'campaigns', 'listing']);
    } finally {
      await changes.close();
    }
  });
});

describe('kept answers on the wire', () => {
  const decoders: Record<string, (body: Buffer) => Buffer> = {
    br: brotliDecompressSync,
    gzip: gunzipSync,
  };
  let storyId: string;

  beforeAll(async () => {
    // Every viewer sees the same listing again (an earlier test left an owner's view in it).
    await shared.database.db.execute(sql`update campaigns set rejection_reason = null`);
    storyId = await insertTestCampaign(shared.database.db, farmer.user._id, {
      campaignTitle: 'Turmeric',
      story: 'Grown between the mango trees, dug by hand. '.repeat(40),
    });
  });

  it.each([
    ['the listing', () => '/api/campaigns'],
    ['a campaign', () => `/api/campaigns/${storyId}`],
  ])('send %s as br or gzip, decoding to the same JSON, with Vary and its ETag', async (_, url) => {
    const plain = await a.app.inject({ url: url() });
    for (const encoding of ['br', 'gzip']) {
      const res = await a.app.inject({
        url: url(),
        headers: { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(JSON.parse(decoders[encoding]!(res.rawPayload).toString())).toEqual(plain.json());

      const revalidated = await a.app.inject({
        url: url(),
        headers: { 'accept-encoding': encoding, 'if-none-match': String(res.headers.etag) },
      });
      expect([revalidated.statusCode, revalidated.body]).toEqual([304, '']);
      expect(revalidated.headers['content-encoding']).toBeUndefined();
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
  });

  it('keep a small answer as it is, as @fastify/compress would', async () => {
    const res = await a.app.inject({
      url: `/api/campaigns/${campaignId}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect([res.statusCode, res.headers['content-encoding']]).toEqual([200, undefined]);
  });

  it('find the listing for a query seen before, in any order or encoding, without validating it again', async () => {
    const validate = jest.spyOn(campaignListQuerySchema, 'validateSync');
    try {
      const first = await a.app.inject({ url: '/api/campaigns?sortBy=raisedAmount&limit=2' });
      expect(first.statusCode).toBe(200);
      expect(validate).toHaveBeenCalledTimes(1);

      const again = await a.app.inject({ url: '/api/campaigns?limit=2&sortBy=raised%41mount' });
      expect(validate).toHaveBeenCalledTimes(1);
      expect([again.statusCode, again.headers.etag, again.body]).toEqual([
        200,
        first.headers.etag,
        first.body,
      ]);
    } finally {
      validate.mockRestore();
    }
  });

  it('never answer a query that validation refuses, however close to a kept one', async () => {
    expect((await a.app.inject({ url: '/api/campaigns?limit=50' })).statusCode).toBe(200);
    expect((await a.app.inject({ url: '/api/campaigns?limit=50' })).statusCode).toBe(200);

    for (const url of [
      '/api/campaigns?limit=500',
      '/api/campaigns?limit=50&sortBy=name',
      '/api/campaigns?limit=5%30%30',
    ]) {
      const res = await a.app.inject({ url });
      expect([url, res.statusCode, res.json<{ code: string }>().code]).toEqual([
        url,
        400,
        'VALIDATION',
      ]);
    }
  });
});

describe('preferredEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['identity', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.2, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
  ])('%s -> %s', (header, encoding) => {
    expect(preferredEncoding(header)).toBe(encoding);
  });
});
