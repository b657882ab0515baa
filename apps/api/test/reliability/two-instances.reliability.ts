import type { ApiErrorBody } from '@mitti/domain/api-error';
import type { ProfilePictureResponse, UserProfile } from '@mitti/domain/user';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { campaigns, investments, paymentOrders } from '../../src/db/schema/invest';
import { solidPng } from '../../src/db/solid-png';
import { multipartFile } from '../multipart';
import type { BuiltServer } from './built-server';
import { startBuiltServer } from './built-server';
import { call, investOverHttp, newAccount, signIn } from './http-flows';
import type { RoundRobinProxy } from './round-robin-proxy';
import { startRoundRobinProxy } from './round-robin-proxy';
import { createScratchDatabase } from './scratch-database';
import { insertInvestors, insertWorld } from './world';

const INVESTORS = 25;
const AMOUNT = 2000;
/** Room for 15 of the 25 investments of ₹2,000. */
const GOAL_PAISE = 15 * AMOUNT * 100;
const REFUSED_CODES = ['CAPACITY_TAKEN', 'FULLY_FUNDED', 'ABOVE_AVAILABLE', 'ALL_RESERVED'];

it('two instances on one PostgreSQL behind a round-robin proxy share sign-ins, uploads and the funding limit', async () => {
  const database = await createScratchDatabase('postgres');
  const servers: BuiltServer[] = [];
  let proxy: RoundRobinProxy | null = null;
  try {
    const setup = await database.open();
    const { campaignId } = await insertWorld(setup.db, { fundingGoalPaise: GOAL_PAISE });
    const investorEmails = Array.from({ length: INVESTORS }, (_, i) => `investor${i}@example.com`);
    await insertInvestors(setup.db, investorEmails);
    await setup.close();
    // One database, one JWT secret, one uploads directory (DATA_DIR) for both.
    const env = { ...database.env, SEED_DEMO: 'false' };
    servers.push(...(await Promise.all([startBuiltServer(env), startBuiltServer(env)])));
    const [a, b] = servers as [BuiltServer, BuiltServer];

    // A token from instance A works on instance B.
    const account = await newAccount(a.url, 'asha@example.com');
    const profile = await call<UserProfile>(b.url, 'GET', '/api/user-profile', {
      token: account.token,
    });
    expect(profile.status).toBe(200);
    expect(profile.body.email).toBe('asha@example.com');

    // A picture uploaded through A is served by B.
    const picture = solidPng(24, [200, 90, 30]);
    const form = multipartFile('profilePicture', 'me.png', 'image/png', picture);
    const uploaded = await fetch(`${a.url}/api/profile-picture`, {
      method: 'PUT',
      headers: { ...form.headers, authorization: `Bearer ${account.token}` },
      body: form.payload,
    });
    expect(uploaded.status).toBe(200);
    const { profilePicture } = (await uploaded.json()) as ProfilePictureResponse;
    const served = await fetch(b.url + profilePicture.url);
    expect(served.status).toBe(200);
    // Stored re-encoded, so the same pixels rather than the same bytes.
    const { data } = await sharp(Buffer.from(await served.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { data: sent } = await sharp(picture).raw().toBuffer({ resolveWithObject: true });
    expect(data.equals(sent)).toBe(true);

    // 25 investors race for room for 15, each request going to the next instance in turn.
    proxy = await startRoundRobinProxy([a.url, b.url]);
    const base = proxy.url;
    const investors = await Promise.all(investorEmails.map((email) => signIn(base, email)));
    const results = await Promise.all(
      investors.map(({ token }) => investOverHttp(base, token, campaignId, AMOUNT)),
    );

    const paid = results.filter(({ answer }) => answer.status === 200);
    const refused = results.filter(({ answer }) => answer.status !== 200);
    expect(paid).toHaveLength(15);
    for (const { answer } of refused) {
      expect(answer.status).toBe(409);
      expect(REFUSED_CODES).toContain((answer.body as ApiErrorBody).code);
    }
    // Each investor signs in and asks at least once more (create-order; those refused there go no
    // further), every request to the next instance in turn.
    expect(proxy.served.every((count) => count >= INVESTORS)).toBe(true);
    const late = refused.filter(({ paymentId }) => paymentId !== null);
    console.log(
      `two instances: ${paid.length} of ${INVESTORS} investments counted, ${late.length} paid too late ` +
        `and refunded, ${refused.length - late.length} refused at create-order; requests per ` +
        `instance through the proxy: ${proxy.served.join(' and ')}`,
    );

    const check = await database.open();
    try {
      const [campaign] = await check.db
        .select()
        .from(campaigns)
        .where(eq(campaigns.id, campaignId));
      expect(campaign).toMatchObject({ raisedAmountPaise: GOAL_PAISE, status: 'Funded' });
      const rows = await check.db
        .select()
        .from(investments)
        .where(eq(investments.campaignId, campaignId));
      expect(rows.map((row) => row.providerPaymentId).sort()).toEqual(
        paid.map(({ paymentId }) => paymentId).sort(),
      );
      expect(rows.reduce((sum, row) => sum + row.amountPaise, 0)).toBe(GOAL_PAISE);
      // A payment that came too late was given back, not counted.
      const orders = await check.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.campaignId, campaignId));
      for (const { paymentId } of late) {
        const order = orders.find((row) => row.providerPaymentId === paymentId);
        expect(order?.status).toBe('refunded');
        expect(order?.providerRefundId).toMatch(/^rfnd_sbx_/);
      }
    } finally {
      await check.close();
    }
  } finally {
    await proxy?.close();
    await Promise.all(servers.map((server) => server.stop('SIGTERM')));
    await database.dispose();
  }
});
