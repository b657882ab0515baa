import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { eq, inArray, sql } from 'drizzle-orm';
import { investments, refundRequests } from '../../db/schema/invest';
import { orders } from '../../db/schema/shop';
import { insertTestCampaign, setUser } from '../../../test/campaign-fixtures';
import { captureLogs } from '../../../test/log-lines';
import { createFaultInjector, INJECTED_FAULT } from '../../../test/reliability/fault-injection';
import { insertTestItem, placeCashOrder } from '../../../test/shop-fixtures';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';
import { insertInvestment } from '../investments/repository';

type User = Awaited<ReturnType<typeof newUser>>;

const faults = createFaultInjector();
const logs = captureLogs();
let ctx: TestContext;
let admin: User;
let farmer: User;
let asha: User;
let ravi: User;
let other: User;
let paddy: string;
let millet: string;
let marchOrder: string;
const ids: Record<string, string> = {};

const MARCH = 'from=2026-03-01&to=2026-03-31';

async function investAt(
  name: string,
  user: User,
  campaignId: string,
  units: number,
  date: string,
): Promise<string> {
  ids[name] = await insertInvestment(ctx.db, {
    userId: user.user._id,
    campaignId,
    units,
    amountPaise: units * 1_000_00,
    providerPaymentId: `pay_${name}`,
    date: new Date(date),
  });
  return ids[name];
}

beforeAll(async () => {
  // Two rows a query: every file of more than one row is read in several batches.
  ctx = await createTestApp(
    { logLevel: 'warn' },
    { exportBatchSize: 2, wrapDb: faults.wrap, logStream: logs.stream },
  );
  admin = await newUser(ctx.app, 'Meera Iyer');
  await setUser(ctx.db, admin.user._id, { role: 'admin' });
  farmer = await newUser(ctx.app, 'Ramesh Patil');
  asha = await newUser(ctx.app, 'Asha Rao');
  // A name a spreadsheet would run as a formula.
  ravi = await newUser(ctx.app, '=HYPERLINK("http://evil.test","Ravi")');
  other = await newUser(ctx.app, 'Kabir Shah');
  paddy = await insertTestCampaign(ctx.db, farmer.user._id, {
    campaignTitle: 'Paddy, the "Gobindobhog" way',
    farmName: 'Damodar Farm',
  });
  millet = await insertTestCampaign(ctx.db, other.user._id, {
    campaignTitle: 'Millets of the Deccan',
    farmName: 'Deccan Millets',
  });

  await investAt('february', asha, paddy, 1, '2026-02-28T23:59:59.999+05:30');
  await investAt('early', asha, paddy, 2, '2026-03-05T10:00:00.000Z');
  await investAt('lastMoment', ravi, paddy, 1, '2026-03-31T23:59:59.999+05:30');
  await investAt('april', asha, paddy, 1, '2026-04-01T00:00:00.000+05:30');
  await investAt('millet', ravi, millet, 5, '2026-03-20T08:30:00.000Z');

  // Asha's March investment was refunded in March; a request about April's waits.
  await ctx.db
    .update(investments)
    .set({ status: 'refunded', providerRefundId: 'rfnd_early' })
    .where(eq(investments.id, ids.early!));
  await ctx.db.insert(refundRequests).values([
    {
      investmentId: ids.early!,
      reason: '+ I need it back',
      status: 'approved',
      decidedBy: farmer.user._id,
      decidedAt: new Date('2026-03-12T09:00:00.000Z'),
      createdAt: new Date('2026-03-10T09:00:00.000Z'),
    },
    {
      investmentId: ids.april!,
      reason: 'Changed my mind.',
      createdAt: new Date('2026-04-02T09:00:00.000Z'),
    },
  ]);

  const itemId = await insertTestItem(ctx.db);
  marchOrder = (await placeCashOrder(ctx.app, asha.token, itemId, '100 g'))._id;
  const mayOrder = (await placeCashOrder(ctx.app, other.token, itemId, '500 g'))._id;
  await ctx.db
    .update(orders)
    .set({ createdAt: new Date('2026-03-15T12:00:00.000Z') })
    .where(eq(orders.id, marchOrder));
  await ctx.db
    .update(orders)
    .set({ createdAt: new Date('2026-05-01T12:00:00.000Z') })
    .where(eq(orders.id, mayOrder));
});
afterAll(() => ctx.close());

function get(url: string, token?: string) {
  return ctx.app.inject({ url, headers: token ? bearer(token) : {} });
}

async function csvRows(url: string, token = admin.token): Promise<Record<string, string>[]> {
  const res = await get(url, token);
  expect([url, res.statusCode]).toEqual([url, 200]);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  return parse(res.body, { bom: true, columns: true });
}

describe('the operators’ CSV exports', () => {
  it('list the orders placed in the range with their amounts in rupees', async () => {
    const res = await get(`/api/admin/exports/orders.csv?${MARCH}`, admin.token);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="mitti-orders-2026-03-01-to-2026-03-31.csv"',
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const rows = await csvRows(`/api/admin/exports/orders.csv?${MARCH}`);
    expect(rows).toEqual([
      {
        order_number: `#${marchOrder.slice(-6)}`,
        order_id: marchOrder,
        placed_at_ist: '2026-03-15 17:30:00',
        customer_name: 'Asha Rao',
        customer_email: asha.email,
        order_status: 'Processing',
        payment_method: 'COD',
        payment_status: 'Pending',
        lines: '1',
        units: '1',
        subtotal_inr: '60.00',
        shipping_inr: '7.50',
        tax_inr: '4.50',
        total_inr: '72.00',
        ship_to_name: 'Asha Rao',
        ship_to_city: 'Pune',
        ship_to_state: 'Maharashtra',
        ship_to_zipcode: '411001',
      },
    ]);
  });

  it('list the investments made in the range, both ends included, formulas defused', async () => {
    const rows = await csvRows(`/api/admin/exports/investments.csv?${MARCH}`);
    expect(
      rows.map((row) => [row.investment_id, row.investor_name, row.amount_inr, row.status]),
    ).toEqual([
      [ids.early, 'Asha Rao', '2000.00', 'Refunded'],
      [ids.millet, `'=HYPERLINK("http://evil.test","Ravi")`, '5000.00', 'Confirmed'],
      [ids.lastMoment, `'=HYPERLINK("http://evil.test","Ravi")`, '1000.00', 'Confirmed'],
    ]);
    expect(rows[0]).toMatchObject({
      date_ist: '2026-03-05 15:30:00',
      campaign_id: paddy,
      campaign_title: 'Paddy, the "Gobindobhog" way',
      farm_name: 'Damodar Farm',
      units: '2',
      payment_reference: 'pay_early',
    });
    const oneDay = await csvRows(
      '/api/admin/exports/investments.csv?from=2026-04-01&to=2026-04-01',
    );
    expect(oneDay.map((row) => row.investment_id)).toEqual([ids.april]);
  });

  it('list the refund requests made in the range with their decision', async () => {
    expect(await csvRows(`/api/admin/exports/refunds.csv?${MARCH}`)).toEqual([
      expect.objectContaining({
        investment_id: ids.early,
        requested_at_ist: '2026-03-10 14:30:00',
        campaign_title: 'Paddy, the "Gobindobhog" way',
        investor_name: 'Asha Rao',
        amount_inr: '2000.00',
        status: 'Approved',
        reason: `'+ I need it back`,
        decided_at_ist: '2026-03-12 14:30:00',
        decided_by: 'Ramesh Patil',
        note: '',
        refund_reference: 'rfnd_early',
      }),
    ]);
  });

  it('total each campaign’s money raised, refunded and net, and its investors, over the range', async () => {
    const rows = await csvRows(`/api/admin/exports/campaigns.csv?${MARCH}`);
    expect(
      rows.map(({ campaign_id, raised_inr, refunded_inr, net_inr, investors }) => ({
        campaign_id,
        raised_inr,
        refunded_inr,
        net_inr,
        investors,
      })),
    ).toEqual([
      {
        campaign_id: paddy,
        raised_inr: '3000.00',
        refunded_inr: '2000.00',
        net_inr: '1000.00',
        investors: '2',
      },
      {
        campaign_id: millet,
        raised_inr: '5000.00',
        refunded_inr: '0.00',
        net_inr: '5000.00',
        investors: '1',
      },
    ]);
    expect(rows[0]).toMatchObject({
      owner_name: 'Ramesh Patil',
      status: 'Active',
      funding_goal_inr: '100000.00',
    });
    const april = await csvRows('/api/admin/exports/campaigns.csv?from=2026-04-01&to=2026-04-30');
    expect(april[0]).toMatchObject({ raised_inr: '1000.00', refunded_inr: '0.00', investors: '1' });
  });

  it('refuse a range that is missing, not made of calendar days, or backwards, naming the field', async () => {
    for (const name of ['orders', 'investments', 'refunds', 'campaigns']) {
      const missing = await get(`/api/admin/exports/${name}.csv`, admin.token);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toEqual({
        from: 'From date is required',
        to: 'To date is required',
      });
    }
    const notADay = await get(
      '/api/admin/exports/orders.csv?from=2026-02-30&to=2026-03-01',
      admin.token,
    );
    expect(notADay.statusCode).toBe(400);
    expect(notADay.json().fields).toEqual({ from: 'From date must be a real date (YYYY-MM-DD)' });
    const backwards = await get(
      '/api/admin/exports/orders.csv?from=2026-03-02&to=2026-03-01',
      admin.token,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toEqual({ to: 'To date must not be before the from date' });
  });

  it('are for operators only', async () => {
    const url = `/api/admin/exports/investments.csv?${MARCH}`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, farmer.token)).statusCode).toBe(403);
  });
});

describe('a campaign’s investors as CSV', () => {
  it('lists every investment in the owner’s campaign and none of another campaign', async () => {
    const url = `/api/campaigns/${paddy}/investors.csv`;
    const res = await get(url, farmer.token);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="mitti-investors-${paddy.slice(-6)}.csv"`,
    );
    expect(await csvRows(url, farmer.token)).toEqual([
      {
        investor_name: 'Asha Rao',
        units: '1',
        amount_inr: '1000.00',
        date_ist: '2026-02-28 23:59:59',
        status: 'Confirmed',
      },
      {
        investor_name: 'Asha Rao',
        units: '2',
        amount_inr: '2000.00',
        date_ist: '2026-03-05 15:30:00',
        status: 'Refunded',
      },
      {
        investor_name: `'=HYPERLINK("http://evil.test","Ravi")`,
        units: '1',
        amount_inr: '1000.00',
        date_ist: '2026-03-31 23:59:59',
        status: 'Confirmed',
      },
      {
        investor_name: 'Asha Rao',
        units: '1',
        amount_inr: '1000.00',
        date_ist: '2026-04-01 00:00:00',
        status: 'Confirmed',
      },
    ]);
    expect(await csvRows(url, admin.token)).toHaveLength(4);
  });

  it('is refused to anyone but the owner and operators', async () => {
    const url = `/api/campaigns/${paddy}/investors.csv`;
    expect((await get(url)).statusCode).toBe(401);
    const investor = await get(url, asha.token);
    expect(investor.statusCode).toBe(403);
    expect(investor.json().code).toBe('FORBIDDEN');
    expect((await get(`/api/campaigns/${millet}/investors.csv`, farmer.token)).statusCode).toBe(
      403,
    );
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await get(`/api/campaigns/${id}/investors.csv`, farmer.token)).statusCode).toBe(404);
    }
  });
});

describe('a CSV file, sent as it is read', () => {
  /** How a query of a batch of investments starts. */
  const BATCH_READ = 'select "investments"."date"::text';
  const investmentIds = async (url: string) => (await csvRows(url)).map((row) => row.investment_id);

  it('has every row once, in order, wherever the batches of two rows end', async () => {
    const june: string[] = [];
    for (let n = 0; n < 6; n += 1) {
      june.push(await investAt(`june${n}`, asha, millet, 1, '2026-06-01T10:00:00.000Z'));
    }
    // Three made at one instant, in the order of their ids; then two a microsecond apart within one
    // millisecond (a Date tells them apart from neither the first three nor each other); a day later.
    const at = async (id: string, instant: string) =>
      ctx.db
        .update(investments)
        .set({ date: sql`${instant}::timestamptz` })
        .where(eq(investments.id, id));
    await at(june[3]!, '2026-06-01 10:00:00.000500+00');
    await at(june[4]!, '2026-06-01 10:00:00.000501+00');
    await at(june[5]!, '2026-06-02 08:00:00+00');
    expect(
      await investmentIds('/api/admin/exports/investments.csv?from=2026-06-01&to=2026-06-30'),
    ).toEqual([...june.slice(0, 3).sort(), june[3], june[4], june[5]]);
    await ctx.db.delete(investments).where(inArray(investments.id, june));
  });

  it('writes the same bytes as before: byte-order mark, header row, CRLF line ends', async () => {
    const investors = await get(`/api/campaigns/${paddy}/investors.csv`, farmer.token);
    expect(investors.rawPayload.toString('utf8')).toBe(
      '\uFEFFinvestor_name,units,amount_inr,date_ist,status\r\n' +
        'Asha Rao,1,1000.00,2026-02-28 23:59:59,Confirmed\r\n' +
        'Asha Rao,2,2000.00,2026-03-05 15:30:00,Refunded\r\n' +
        `"'=HYPERLINK(""http://evil.test"",""Ravi"")",1,1000.00,2026-03-31 23:59:59,Confirmed\r\n` +
        'Asha Rao,1,1000.00,2026-04-01 00:00:00,Confirmed\r\n',
    );
    const none = await get(
      '/api/admin/exports/refunds.csv?from=2025-01-01&to=2025-01-31',
      admin.token,
    );
    expect(none.rawPayload.toString('utf8')).toBe(
      '\uFEFFrequest_id,requested_at_ist,investment_id,campaign_title,investor_name,investor_email,' +
        'amount_inr,status,reason,decided_at_ist,decided_by,note,refund_reference\r\n',
    );
  });

  it('is cut off, not ended, and the failure logged, when the database fails after the first bytes', async () => {
    // 1,000 investments in August: far more than the streams on the way hold while the first are
    // unread, so the file is still being read (two rows a query) when its first bytes are out.
    await ctx.db.execute(sql`
      insert into investments (user_id, campaign_id, amount_paise, units, provider_payment_id, date)
      select ${asha.user._id}, ${millet}, 100000, 1, 'pay_august_' || n,
        '2026-08-01'::timestamptz + n * interval '1 minute'
      from generate_series(1, 1000) as n`);
    const url = '/api/admin/exports/investments.csv?from=2026-08-01&to=2026-08-31';
    const logged = logs.next((line) => JSON.stringify(line.err ?? '').includes(INJECTED_FAULT));
    const res = await ctx.app.inject({ url, headers: bearer(admin.token), payloadAsStream: true });
    expect(res.statusCode).toBe(200);
    faults.arm(1);
    await expect(buffer(res.stream())).rejects.toMatchObject({ code: 'LIGHT_ECONNRESET' });
    expect(faults.disarm()).toEqual([expect.stringContaining(BATCH_READ)]);
    expect(await logged).toMatchObject({
      level: 40,
      msg: 'response terminated with an error with headers already sent',
    });
    await ctx.db.execute(
      sql`delete from investments where provider_payment_id like 'pay_august_%'`,
    );
  });

  it('answers 500 in JSON, compressed or not, when the database fails before the first byte', async () => {
    const url = `/api/admin/exports/investments.csv?${MARCH}`;
    // Which statement of the request reads the first batch (after those of signing in).
    faults.arm(0);
    expect((await get(url, admin.token)).statusCode).toBe(200);
    const firstBatch =
      faults.disarm().findIndex((statement) => statement.startsWith(BATCH_READ)) + 1;
    expect(firstBatch).toBeGreaterThan(0);
    for (const encoding of ['identity', 'br']) {
      faults.arm(firstBatch);
      const res = await ctx.app.inject({
        url,
        headers: { ...bearer(admin.token), 'accept-encoding': encoding },
      });
      faults.disarm();
      expect([encoding, res.statusCode]).toEqual([encoding, 500]);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toMatchObject({ code: 'INTERNAL' });
    }
  });
});
