// `pnpm bench:api`: the built API on PostgreSQL under 20 connections. Fills a fresh database (dropped
// afterwards) on the server in DATABASE_URL (default: this machine's), starts dist/server.js on it and
// prints req/s, p50 and p99 of each endpoint, with the load average before and after (2 shared cores:
// a loaded machine makes every figure noisy): the reads beside a bare node:http server answering the
// very same bytes, the writes (add to cart, a cash order, a payment verification, each on rows
// prepared for it) against issue 21's aim. Requests ask for `gzip, br` as a browser does. `--soak` (or
// BENCH_SOAK=1) instead runs a 5-minute mix of reads and writes and reports errors and the server's
// memory, first minute against last.
import type { ChildProcess } from 'node:child_process';
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { insertSession } from '../src/modules/auth/repository';
import { createTokenService } from '../src/modules/auth/tokens';
import { sandboxSecrets } from '../src/modules/payments/sandbox-provider';
import { paymentSignature } from '../src/modules/payments/signature';
import { TEST_ADDRESS } from '../test/shop-fixtures';
import { createTestDatabase } from '../test/test-database';
import type { RecordedAnswer } from './raw-server';
import { insertCampaigns, insertInvestments, insertItems, insertUsers } from './scale-data';
import { benchUserId, vacuumAnalyze } from './scale-data';
import { fillCarts, insertBuyers, insertOpenPayments } from './write-data';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
const SOAK = process.argv.includes('--soak') || process.env.BENCH_SOAK === '1';
/** Only the targets whose label contains one of these (comma-separated), e.g. `verify,orders`. */
const ONLY = process.env.BENCH_ONLY?.split(',');
const SHOPPERS = 20;
const ITEMS = 200;
/** Two sizes every item has in stock (the third is sometimes sold out). */
const SIZES = ['250g', '500g'];
/** Buyers with a cart line and an open payment order each: what the cash orders and verifications use up. */
const PREPARED = 15_000;
/** Campaigns the prepared payments are spread over, so concurrent verifications rarely share one. */
const PAYMENT_CAMPAIGNS = 100;
/** What a browser sends; the bare server repeats the compressed bytes the API answered it with. */
const BROWSER = { 'accept-encoding': 'gzip, br' };
/** Issue 21: add to cart, a cash order and a payment verification each at this rate and p99. */
const WRITE_AIM = { perSecond: 1_000, p99Ms: 50 };

type SetupRequest = (request: autocannon.Request, context: object) => autocannon.Request;

interface Target {
  label: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** Varies each request (a write, measured without a bare server). */
  setupRequest?: SetupRequest;
  /** Rows the write uses up, prepared before it runs. */
  prepare?: () => Promise<void>;
  /** How many requests the prepared rows serve. */
  prepared?: () => number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function message<T>(child: ChildProcess, pick: (value: unknown) => T | undefined): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`child exited (${code})`));
    const onMessage = (value: unknown) => {
      const picked = pick(value);
      if (picked === undefined) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(picked);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the API exited while starting');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the API did not start within 60 s');
}

/** What the API answers (the bytes on the wire), minus per-connection headers, for the bare server. */
async function record(base: string, target: Target, headers: Record<string, string>) {
  // node:http, not fetch: fetch would decode a compressed body behind our back.
  const { status, rawHeaders, body } = await new Promise<{
    status: number;
    rawHeaders: Record<string, string>;
    body: Buffer;
  }>((resolve, reject) => {
    const outgoing = httpRequest(
      `${base}${target.path}`,
      { method: target.method, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            rawHeaders: response.headers as Record<string, string>,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
  if (status >= 300) throw new Error(`${target.label}: ${status} ${body.toString()}`);
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(rawHeaders)) {
    if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name))
      kept[name] = value;
  }
  return { status, headers: kept, body: body.toString('base64') };
}

async function startRawServer(
  answer: RecordedAnswer,
): Promise<{ url: string; child: ChildProcess }> {
  const child = fork(path.join(__dirname, 'raw-server.ts'), { execArgv: process.execArgv });
  const port = message(child, (value) => (value as { port?: number }).port);
  child.send(answer);
  return { url: `http://127.0.0.1:${await port}`, child };
}

function run(
  url: string,
  requests: autocannon.Request[],
  duration: number,
  headers: Record<string, string>,
) {
  return autocannon({ url, connections: CONNECTIONS, duration, headers, requests });
}

const ms = (value: number) => value.toFixed(1);

async function main(): Promise<void> {
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  const started = performance.now();
  const { database, url, dispose } = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mitti-bench-api-'));
  let server: ChildProcess | null = null;
  try {
    const { db } = database;
    await insertUsers(db, 100);
    await insertCampaigns(db, 2_000, 50);
    await insertInvestments(db, 20_000, 100, 50);
    await insertItems(db, ITEMS);
    await vacuumAnalyze(db);

    const jwtSecret = randomBytes(32).toString('hex');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = fork(path.join(__dirname, 'probed-server.ts'), {
      execArgv: process.execArgv,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: url!,
        JWT_SECRET: jwtSecret,
        PORT: String(port),
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        // Per-request logs are an operator's choice; this measures the API, not stdout.
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    await waitForHealth(base, server);

    const tokens = createTokenService(jwtSecret);
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, async (_, k) => {
        const userId = await benchUserId(db, SHOPPERS + k);
        return tokens.sign({ userId, sessionId: await insertSession(db, userId, new Date()) });
      }),
    );
    const listing = (await (await fetch(`${base}/api/campaigns`)).json()) as {
      campaigns: { _id: string }[];
    };
    const items = (await (await fetch(`${base}/api/items`)).json()) as {
      response: { _id: string }[];
    };
    const campaignIds = listing.campaigns.map((campaign) => campaign._id);
    const itemIds = items.response.map((item) => item._id);
    console.log(
      `Ready in ${((performance.now() - started) / 1000).toFixed(1)} s: 2,000 campaigns, ` +
        `20,000 investments, ${itemIds.length} items; ${CONNECTIONS} connections`,
    );

    const buyers = await insertBuyers(db, PREPARED);
    const buyerTokens = await Promise.all(buyers.map((buyer) => tokens.sign(buyer)));
    const signed = (request: autocannon.Request, k: number, body: object) => ({
      ...request,
      headers: {
        ...request.headers,
        authorization: `Bearer ${buyerTokens[k % PREPARED]}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    // Every add to cart answers the whole cart, and a shopper's cart holds a few lines: each add goes
    // to the next of the prepared buyers, so the carts grow by one line per 15,000 adds.
    let adds = 0;
    const addToCart: SetupRequest = (request) => {
      const n = adds++;
      const size = SIZES[Math.floor(n / PREPARED) % SIZES.length]!;
      return signed(request, n, { itemId: itemIds[n % itemIds.length], size });
    };
    let lines: { itemId: string; size: string; price: number }[] = [];
    let cashOrders = 0;
    const placeCashOrder: SetupRequest = (request) => {
      const k = cashOrders++;
      return signed(request, k, {
        items: [{ ...lines[k % PREPARED], quantity: 1 }],
        paymentMethod: 'COD',
        shippingAddress: TEST_ADDRESS,
      });
    };
    const { keySecret } = sandboxSecrets(jwtSecret);
    let verifications = 0;
    const verifyPayment: SetupRequest = (request) => {
      const k = verifications++;
      const orderId = `order_bench_${k % PREPARED}`;
      const paymentId = `pay_verify_${k % PREPARED}`;
      return signed(request, k, {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(keySecret, orderId, paymentId),
      });
    };
    const targets: Target[] = [
      { label: 'GET /api/campaigns', method: 'GET', path: '/api/campaigns' },
      { label: 'GET /api/items', method: 'GET', path: '/api/items' },
      { label: 'GET /api/campaigns/:id', method: 'GET', path: `/api/campaigns/${campaignIds[0]}` },
      {
        label: 'POST /api/cart (signed in)',
        method: 'POST',
        path: '/api/cart',
        setupRequest: addToCart,
      },
      {
        label: 'POST /api/orders (cash)',
        method: 'POST',
        path: '/api/orders',
        setupRequest: placeCashOrder,
        prepare: async () => {
          lines = await fillCarts(db, buyers, SIZES);
        },
        prepared: () => cashOrders,
      },
      {
        label: 'POST /api/payments/verify-payment',
        method: 'POST',
        path: '/api/payments/verify-payment',
        setupRequest: verifyPayment,
        prepare: () => insertOpenPayments(db, buyers, PAYMENT_CAMPAIGNS),
        prepared: () => verifications,
      },
    ];
    if (SOAK) {
      await soak(base, server, targets, campaignIds, itemIds, shoppers);
      return;
    }

    const load = () =>
      loadavg()
        .map((value) => value.toFixed(2))
        .join(' ');
    const loadAtStart = load();
    const rows: string[] = [];
    const aims: string[] = [];
    for (const target of targets) {
      if (ONLY && !ONLY.some((part) => target.label.includes(part))) continue;
      if (target.prepare) {
        await target.prepare();
        // A live database's autovacuum would have analysed the rows by now; without statistics the
        // planner reads all 15,000 held reservations to convert one.
        await vacuumAnalyze(db);
      }
      let firstFailure = '';
      const requests: autocannon.Request[] = [
        target.setupRequest
          ? {
              method: target.method,
              path: target.path,
              setupRequest: target.setupRequest,
              onResponse: (status, body) => {
                if (status >= 300 && !firstFailure)
                  firstFailure = `${status} ${body.slice(0, 120)}`;
              },
            }
          : { method: target.method, path: target.path },
      ];
      await run(base, requests, 1, BROWSER);
      const api = await run(base, requests, SECONDS, BROWSER);
      const failed = api.errors + api.timeouts + api.non2xx;
      const figures = `${Math.round(api.requests.average)} | ${ms(api.latency.p50)} | ${ms(api.latency.p99)}`;
      const failures =
        failed > 0 ? `${failed} failed${firstFailure && `, first: ${firstFailure}`}` : '';
      if (target.setupRequest) {
        const used = target.prepared?.();
        const ranOut = used !== undefined && used > PREPARED ? `, ran out of prepared rows` : '';
        rows.push(`| ${target.label} | | ${figures} | | | | ${failures} |`);
        const met =
          api.requests.average >= WRITE_AIM.perSecond && api.latency.p99 < WRITE_AIM.p99Ms;
        aims.push(`${target.label}: ${met && failed === 0 ? 'MET' : 'NOT MET'}${ranOut}`);
        continue;
      }
      const answer = await record(base, target, BROWSER);
      const raw = await startRawServer(answer);
      const bare = await run(raw.url, requests, SECONDS, BROWSER);
      await stop(raw.child);
      const encoding = answer.headers['content-encoding'] ?? 'identity';
      const size = `${(Buffer.byteLength(answer.body, 'base64') / 1024).toFixed(1)} KB`;
      rows.push(
        `| ${target.label} | ${encoding} ${size} | ${figures} | ${Math.round(bare.requests.average)} | ` +
          `${ms(bare.latency.p50)} | ${ms(bare.latency.p99)} | ${failures} |`,
      );
    }
    console.log(
      `\nLoad average (1/5/15 min): ${loadAtStart} at start, ${load()} at end.` +
        `\n\n| endpoint | answer | API req/s | API p50 ms | API p99 ms | bare req/s | bare p50 ms | ` +
        `bare p99 ms | failures |\n|---|---|---|---|---|---|---|---|---|\n${rows.join('\n')}` +
        `\n\nWrites against the aim (>= ${WRITE_AIM.perSecond} req/s, p99 < ${WRITE_AIM.p99Ms} ms, ` +
        `no failures):\n${aims.join('\n')}`,
    );
    console.log(`\nTotal ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    if (server) await stop(server);
    await dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface MemorySample {
  at: number;
  rss: number;
  heapUsed: number;
  /** Buffers and other memory held for JS objects outside the heap. */
  external: number;
}

/** Five minutes of reads (several pages, sorts and campaigns) with cart adds and reviews among them. */
async function soak(
  base: string,
  server: ChildProcess,
  [, , , cart]: Target[],
  campaignIds: string[],
  itemIds: string[],
  shoppers: string[],
): Promise<void> {
  let n = 0;
  const rotate = <T>(list: T[]) => list[n++ % list.length]!;
  const review: SetupRequest = (request) => ({
    ...request,
    path: `/api/items/${rotate(itemIds)}/review`,
    headers: {
      ...request.headers,
      authorization: `Bearer ${rotate(shoppers)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ rating: 1 + (n % 5), comment: 'Fresh and well packed.' }),
  });
  const requests: autocannon.Request[] = [
    { method: 'GET', path: '/api/campaigns' },
    {
      method: 'GET',
      path: '/api/campaigns',
      setupRequest: (request) => ({
        ...request,
        path: `/api/campaigns?page=${1 + (n++ % 5)}&sortBy=${rotate(['createdAt', 'raisedAmount', 'fundingProgress'])}`,
      }),
    },
    { method: 'GET', path: '/api/items' },
    {
      method: 'GET',
      path: '/api/campaigns',
      setupRequest: (request) => ({ ...request, path: `/api/campaigns/${rotate(campaignIds)}` }),
    },
    { method: 'POST', path: '/api/cart', setupRequest: cart!.setupRequest },
    { method: 'PUT', path: '/api/items', setupRequest: review },
  ];

  const samples: MemorySample[] = [];
  const startedAt = Date.now();
  const sample = async () => {
    server.send('memory');
    const memory = await message(
      server,
      (value) => (value as { memory?: NodeJS.MemoryUsage }).memory,
    );
    samples.push({
      at: Date.now() - startedAt,
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      external: memory.external,
    });
  };
  const sampler = setInterval(() => void sample(), 5_000);
  const loadAtStart = loadavg()[0]!.toFixed(2);
  console.log(`Soak: ${SOAK_SECONDS} s of mixed reads and writes at ${CONNECTIONS} connections`);
  const result = await run(base, requests, SOAK_SECONDS, BROWSER);
  clearInterval(sampler);

  const minute = Math.min(60_000, (SOAK_SECONDS * 1000) / 5);
  const average = (list: MemorySample[], key: 'rss' | 'heapUsed' | 'external') =>
    list.reduce((sum, s) => sum + s[key], 0) / Math.max(1, list.length) / 2 ** 20;
  const first = samples.filter((s) => s.at <= minute);
  const last = samples.filter((s) => s.at >= SOAK_SECONDS * 1000 - minute);
  console.log(
    `\nrequests ${result.requests.total}, ${Math.round(result.requests.average)} req/s, ` +
      `p50 ${ms(result.latency.p50)} ms, p99 ${ms(result.latency.p99)} ms` +
      `\nerrors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}` +
      `\nload average (1 min) ${loadAtStart} at start, ${loadavg()[0]!.toFixed(2)} at end` +
      `\n\n| MB | first minute | last minute | change |\n|---|---|---|---|`,
  );
  for (const key of ['rss', 'heapUsed', 'external'] as const) {
    const before = average(first, key);
    const after = average(last, key);
    console.log(
      `| ${key} | ${before.toFixed(1)} | ${after.toFixed(1)} | ${(((after - before) / before) * 100).toFixed(1)}% |`,
    );
  }
  console.log(
    `\nsamples (s: rss / heap / external MB): ${samples
      .map(
        (s) =>
          `${Math.round(s.at / 1000)}: ${[s.rss, s.heapUsed, s.external].map((bytes) => (bytes / 2 ** 20).toFixed(0)).join('/')}`,
      )
      .join(', ')}`,
  );
  if (result.errors + result.timeouts + result.non2xx > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
