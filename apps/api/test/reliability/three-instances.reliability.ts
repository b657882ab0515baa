import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { ApiErrorBody } from '@mitti/domain/api-error';
import type { ProfilePictureResponse } from '@mitti/domain/user';
import { eq } from 'drizzle-orm';
import { campaigns, investments } from '../../src/db/schema/invest';
import { solidPng } from '../../src/db/solid-png';
import { uploadsDir } from '../../src/storage/local-storage';
import { insertTestCampaign } from '../campaign-fixtures';
import { multipartFile } from '../multipart';
import type { TestS3Server } from '../s3-server';
import { startS3Server } from '../s3-server';
import { TEST_PASSWORD } from '../test-app';
import type { BuiltServer } from './built-server';
import { startBuiltServer } from './built-server';
import { call, investOverHttp, newAccount, signIn } from './http-flows';
import type { RoundRobinProxy } from './round-robin-proxy';
import { startRoundRobinProxy } from './round-robin-proxy';
import type { ScratchDatabase } from './scratch-database';
import { createScratchDatabase } from './scratch-database';
import type { AcknowledgedPaymentsAndCarts } from './acknowledged-writes';
import { expectAcknowledgedWritesKept } from './acknowledged-writes';
import { insertInvestors, insertWorld } from './world';

const INSTANCES = 3;
const INVESTORS = 25;
const AMOUNT = 2000;
/** Room for 15 of the 25 investments of ₹2,000. */
const GOAL_PAISE = 15 * AMOUNT * 100;
const REFUSED_CODES = ['CAPACITY_TAKEN', 'FULLY_FUNDED', 'ABOVE_AVAILABLE', 'ALL_RESERVED'];
/** The login throttle per client address and email (app.ts). */
const LOGINS_PER_EMAIL = 10;
const ACTORS = 4;
/** One instance is killed once this many writes were acknowledged... */
const ACKS_BEFORE_KILL = 60;
/** ...and the load stops once the two left have acknowledged this many more. */
const ACKS_AFTER_KILL = 60;
const MAX_CART_ADDS = 90; // below MAX_CART_QUANTITY (99)

/** A promise resolved when `check` first holds after `poke()` is called; waits on events, not time. */
function condition(check: () => boolean) {
  let resolve = () => {};
  const reached = new Promise<void>((done) => (resolve = done));
  return {
    reached,
    poke() {
      if (check()) resolve();
    },
  };
}

/** Every write acknowledged with a 2xx while one of the instances was killed. */
interface Acknowledged extends AcknowledgedPaymentsAndCarts {
  afterKill: number;
}

describe('three instances on one PostgreSQL, an S3-compatible store and Redis', () => {
  let database: ScratchDatabase;
  let s3: TestS3Server;
  const servers: BuiltServer[] = [];
  const dataDirs: string[] = [];
  let proxy: RoundRobinProxy | null = null;
  /** Addresses and emails of this run only: the rate-limit counters in Redis outlive it. */
  const run = randomBytes(3).toString('hex');
  const address = (n: number) =>
    `10.${parseInt(run.slice(0, 2), 16)}.${parseInt(run.slice(2, 4), 16)}.${n}`;

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    await s3?.close();
    await database?.dispose();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('start at once on an empty database, share uploads, the login throttle and the funding limit, and survive one killed under load', async () => {
    database = await createScratchDatabase('postgres', { migrated: false });
    s3 = await startS3Server();
    const env = (dataDir: string) => ({
      DATABASE_URL: database.env.DATABASE_URL!,
      JWT_SECRET: database.env.JWT_SECRET!,
      // Each its own data dir: nothing may depend on a disk the others cannot see.
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      STORAGE: 's3',
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: s3.config.region,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      REDIS_URL: 'redis://127.0.0.1:6379',
      TRUST_PROXY: '127.0.0.1',
    });
    for (let i = 0; i < INSTANCES; i += 1) {
      dataDirs.push(mkdtempSync(path.join(tmpdir(), 'mitti-instance-')));
    }

    // All three migrate and seed the same empty database at once.
    servers.push(...(await Promise.all(dataDirs.map((dir) => startBuiltServer(env(dir))))));
    const [a, b, c] = servers as [BuiltServer, BuiltServer, BuiltServer];
    const setup = await database.open();
    const world = await insertWorld(setup.db, { fundingGoalPaise: GOAL_PAISE });
    const roomy = await insertTestCampaign(setup.db, world.farmerId, {
      campaignTitle: 'Roomy campaign',
      fundingGoalPaise: 100_000_000_00,
    });
    const emails = Array.from({ length: INVESTORS }, (_, i) => `investor${i}.${run}@example.com`);
    await insertInvestors(setup.db, emails);
    const titles = (await setup.db.select({ title: campaigns.campaignTitle }).from(campaigns)).map(
      (row) => row.title,
    );
    await setup.close();
    // The demo was seeded once, not three times.
    expect(titles.length).toBeGreaterThan(2);
    expect(new Set(titles).size).toBe(titles.length);

    // A token from A works on C; a picture uploaded through A is served by B and C, from the bucket.
    const account = await newAccount(a.url, `asha.${run}@example.com`);
    const form = multipartFile(
      'profilePicture',
      'me.png',
      'image/png',
      solidPng(24, [200, 90, 30]),
    );
    const uploaded = await fetch(`${a.url}/api/profile-picture`, {
      method: 'PUT',
      headers: { ...form.headers, authorization: `Bearer ${account.token}` },
      body: form.payload,
    });
    expect(uploaded.status).toBe(200);
    const { profilePicture } = (await uploaded.json()) as ProfilePictureResponse;
    const fromA = Buffer.from(await (await fetch(a.url + profilePicture.url)).arrayBuffer());
    for (const other of [b, c]) {
      const served = await fetch(other.url + profilePicture.url);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(fromA)).toBe(true);
    }
    const key = profilePicture.url.replace(/^\/uploads\//, '');
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: s3.config.region,
      forcePathStyle: true,
      credentials: s3.config.credentials!,
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: key }));
    client.destroy();
    expect(listed.Contents?.map((object) => object.Key)).toContain(key);
    for (const dir of dataDirs) expect(existsSync(uploadsDir(dir))).toBe(false);

    proxy = await startRoundRobinProxy(servers.map((server) => server.url));
    const base = proxy.url;

    // The login throttle counts across instances: wrong passwords from one address, each request
    // going to the next instance, are refused after the tenth; the owner elsewhere still gets in.
    const [target] = emails as [string, ...string[]];
    const wrong = [];
    for (let i = 0; i <= LOGINS_PER_EMAIL; i += 1) {
      wrong.push(
        await call<ApiErrorBody>(base, 'POST', '/api/auth/login', {
          json: { email: target, password: `${TEST_PASSWORD}-wrong` },
          from: address(200),
        }),
      );
    }
    expect(wrong.slice(0, LOGINS_PER_EMAIL).map(({ status }) => status)).toEqual(
      Array(LOGINS_PER_EMAIL).fill(401),
    );
    expect(wrong.at(-1)!.status).toBe(429);
    await expect(signIn(base, target, address(201))).resolves.toMatchObject({
      user: { email: target },
    });

    // 25 investors, each from an address of their own, race for room for 15.
    const investors = await Promise.all(emails.map((email, i) => signIn(base, email, address(i))));
    const results = await Promise.all(
      investors.map(({ token }) => investOverHttp(base, token, world.campaignId, AMOUNT)),
    );
    const paid = results.filter(({ answer }) => answer.status === 200);
    const refused = results.filter(({ answer }) => answer.status !== 200);
    expect(paid).toHaveLength(15);
    for (const { answer } of refused) {
      expect(answer.status).toBe(409);
      expect(REFUSED_CODES).toContain((answer.body as ApiErrorBody).code);
    }
    expect(proxy.served.every((count) => count >= INVESTORS)).toBe(true);

    // Writes through the proxy; one instance is killed in the middle of them.
    const actors = investors.slice(0, ACTORS);
    const acks: Acknowledged = { cartAdds: new Map(), payments: [], afterKill: 0 };
    let killed = false;
    let stopped = false;
    const total = () =>
      acks.payments.length + [...acks.cartAdds.values()].reduce((sum, n) => sum + n, 0);
    const enoughBefore = condition(() => total() >= ACKS_BEFORE_KILL);
    const enoughAfter = condition(() => acks.afterKill >= ACKS_AFTER_KILL);
    const acknowledged = () => {
      if (killed) acks.afterKill += 1;
      enoughBefore.poke();
      enoughAfter.poke();
    };
    const loop = async (write: () => Promise<boolean>) => {
      while (!stopped) {
        try {
          if (!(await write())) return;
        } catch {
          // In flight on the killed instance: not acknowledged.
        }
      }
    };
    const writers = actors.flatMap(({ token, user }) => [
      loop(async () => {
        const { status } = await call(base, 'POST', '/api/cart', {
          token,
          json: { itemId: world.itemId, size: '100 g', quantity: 1 },
        });
        if (status !== 200) return true;
        const adds = (acks.cartAdds.get(user._id) ?? 0) + 1;
        acks.cartAdds.set(user._id, adds);
        acknowledged();
        return adds < MAX_CART_ADDS;
      }),
      loop(async () => {
        const { answer, paymentId } = await investOverHttp(base, token, roomy, 1000);
        if (answer.status === 200 && paymentId) {
          acks.payments.push(paymentId);
          acknowledged();
        }
        return true;
      }),
    ]);
    await enoughBefore.reached;
    await b.stop('SIGKILL');
    killed = true;
    await enoughAfter.reached;
    stopped = true;
    await Promise.all(writers);
    console.log(
      `three instances: ${paid.length} of ${INVESTORS} investments counted; requests per instance ` +
        `through the proxy: ${proxy.served.join(', ')}; ${total()} writes acknowledged, ` +
        `${acks.afterKill} of them after instance B was killed`,
    );

    const check = await database.open();
    try {
      const { db } = check;
      const [campaign] = await db
        .select()
        .from(campaigns)
        .where(eq(campaigns.id, world.campaignId));
      expect(campaign).toMatchObject({ raisedAmountPaise: GOAL_PAISE, status: 'Funded' });
      const counted = await db
        .select({ paymentId: investments.providerPaymentId })
        .from(investments)
        .where(eq(investments.campaignId, world.campaignId));
      expect(counted.map((row) => row.paymentId).sort()).toEqual(
        paid.map(({ paymentId }) => paymentId).sort(),
      );
      await expectAcknowledgedWritesKept(db, acks);
    } finally {
      await check.close();
    }
  }, 300_000);
});
