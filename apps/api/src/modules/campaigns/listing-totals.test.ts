import type { CampaignListResponse } from '@mitti/domain/campaign';
import { sql } from 'drizzle-orm';
import type { ChangeTopic } from '../../db/changes';
import { watchChanges } from '../../db/changes';
import type { DatabaseHandle } from '../../db/client';
import { openDatabase } from '../../db/client';
import { insertTestCampaign, reviewedVersion, setUser } from '../../../test/campaign-fixtures';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';
import type { TestDatabase } from '../../../test/test-database';
import { createTestDatabase } from '../../../test/test-database';

// The listing's totals are kept in process (service.ts) until a write changes what the listing holds.
// Two API instances on one database: on PostgreSQL each with its own pool and listener, as two
// servers would be; on PGlite (one process) sharing the database handle.
let shared: TestDatabase;
let second: DatabaseHandle;
let a: TestContext;
let b: TestContext;
let farmer: Awaited<ReturnType<typeof newUser>>;
let campaignId: string;

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
});
afterAll(async () => {
  await a.close();
  await b.close();
  if (second !== shared.database) await second.close();
  await shared.dispose();
});

/**
 * Makes sure the second instance hears every write committed so far before its next read. A query
 * through its own pool makes its listener's next settle() (which every kept read awaits) take a round
 * trip on the listening connection, and PostgreSQL delivers the notifications of every commit before
 * it with the answer. On PGlite the instances share one database, which notifies before a commit returns.
 */
async function announcedToSecond(): Promise<void> {
  await second.db.execute(sql`select 1`);
}

const listing = async (): Promise<CampaignListResponse> => {
  const res = await b.app.inject({ url: '/api/campaigns' });
  expect(res.statusCode).toBe(200);
  return res.json<CampaignListResponse>();
};

describe('listing totals', () => {
  it('are counted again on another instance once it has heard of a write there', async () => {
    expect((await listing()).total).toBe(1);

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
      payload: await reviewedVersion(shared.database.db, pendingId),
    });
    expect(approved.statusCode).toBe(200);

    await announcedToSecond();
    const after = await listing();
    expect([after.total, after.campaigns.map((c) => c.campaignTitle)]).toEqual([
      2,
      ['Saffron', 'Millets'],
    ]);
  });

  it('are dropped by a change of what the listing holds, not by a raised amount', async () => {
    const changes = await watchChanges(second);
    const heard: ChangeTopic[] = [];
    changes.subscribe('listing', () => heard.push('listing'));
    try {
      await shared.database.db.execute(
        sql`update campaigns set raised_amount_paise = raised_amount_paise + 100 where id = ${campaignId}`,
      );
      await announcedToSecond();
      await changes.settle();
      expect(heard).toEqual([]);

      await shared.database.db.execute(
        sql`update campaigns set farm_location = 'Wardha, Maharashtra' where id = ${campaignId}`,
      );
      await announcedToSecond();
      await changes.settle();
      expect(heard).toEqual(['listing']);
    } finally {
      await changes.close();
    }
  });
});
