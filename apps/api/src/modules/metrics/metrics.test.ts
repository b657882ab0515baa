import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { TestContext } from '../../../test/test-app';
import { createTestApp } from '../../../test/test-app';
import type { DatabaseHandle } from '../../db/client';
import type { JobQueue } from '../jobs/queue';
import { installMetrics } from './metrics';

const TOKEN = 'metrics-token-of-24-chars-or-more';

/** The value of one sample line, `name{labels} value`, or undefined when the body has none. */
function sample(body: string, series: string): number | undefined {
  const line = body.split('\n').find((text) => text.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The server's default; other tests' apps leave them off (their collectors outlive the app).
    ctx = await createTestApp({}, { processMetrics: true });
  });
  afterAll(() => ctx.close());

  it('counts and times requests per route pattern and status, with the pool, queues and reservations', async () => {
    for (let call = 0; call < 3; call += 1) {
      await ctx.app.inject({ method: 'GET', url: '/api/health' });
    }
    await ctx.app.inject({ method: 'GET', url: `/api/campaigns/${randomUUID()}` });
    await ctx.app.inject({ method: 'GET', url: `/api/campaigns/${randomUUID()}` });

    const answer = await ctx.app.inject({ method: 'GET', url: '/metrics' });

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = answer.body;
    const health = '{method="GET",route="/api/health",status_code="200"}';
    expect(sample(body, `http_request_duration_seconds_count${health}`)).toBe(3);
    expect(
      sample(
        body,
        `http_request_duration_seconds_bucket{le="5",method="GET",route="/api/health",status_code="200"}`,
      ),
    ).toBe(3);
    const missing = '{method="GET",route="/api/campaigns/:id",status_code="404"}';
    expect(sample(body, `http_request_duration_seconds_count${missing}`)).toBe(2);
    expect(body).not.toContain('route="/metrics"');
    expect(
      sample(body, 'mitti_job_queue_jobs{queue="send-email",state="queued"}'),
    ).toBeGreaterThanOrEqual(0);
    expect(sample(body, 'mitti_job_queue_jobs{queue="send-email",state="failed"}')).toBe(0);
    expect(sample(body, 'mitti_reservations_held')).toBe(0);
    expect(sample(body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    if (process.env.DATABASE_URL) {
      expect(sample(body, 'mitti_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(sample(body, 'mitti_db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      expect(body).toContain('# TYPE mitti_db_pool_connections gauge');
      expect(sample(body, 'mitti_db_pool_connections{state="total"}')).toBeUndefined();
    }
  });

  it('without METRICS_TOKEN answers loopback only, whatever a trusted proxy says', async () => {
    const remote = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(403);
    expect(remote.body).not.toContain('http_request');

    const proxied = await createTestApp({ trustProxy: true });
    try {
      const forwarded = await proxied.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(forwarded.statusCode).toBe(403);
      const local = await proxied.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '::1',
      });
      expect(local.statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('with METRICS_TOKEN answers its bearer from anywhere, and nobody else', async () => {
    const guarded = await createTestApp({ metricsToken: TOKEN });
    try {
      const scrape = (authorization?: string) =>
        guarded.app.inject({
          method: 'GET',
          url: '/metrics',
          remoteAddress: '203.0.113.9',
          headers: authorization ? { authorization } : {},
        });
      const none = await scrape();
      expect(none.statusCode).toBe(401);
      expect(none.headers['www-authenticate']).toBe('Bearer');
      expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
      expect((await guarded.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const allowed = await scrape(`Bearer ${TOKEN}`);
      expect(allowed.statusCode).toBe(200);
      expect(allowed.body).toContain('mitti_reservations_held 0');
      expect(allowed.body).not.toContain('process_resident_memory_bytes');
    } finally {
      await guarded.close();
    }
  });
});

describe('mitti_reservations_held', () => {
  it('reads the holds at each scrape', async () => {
    // A unit test of the module: the pool and queue are stand-ins, the scrape is real.
    const app = Fastify();
    const database = { poolUse: () => ({ total: 4, idle: 3, waiting: 0 }) } as DatabaseHandle;
    const queue = { counts: () => Promise.resolve([]) } as unknown as JobQueue;
    let held = 7;
    await installMetrics(app, {
      database,
      queue,
      token: null,
      processMetrics: false,
      reservationsHeld: () => Promise.resolve(held),
    });

    const first = await app.inject({ method: 'GET', url: '/metrics' });
    held = 3;
    const second = await app.inject({ method: 'GET', url: '/metrics' });

    expect(sample(first.body, 'mitti_reservations_held')).toBe(7);
    expect(sample(second.body, 'mitti_reservations_held')).toBe(3);
    expect(sample(second.body, 'mitti_db_pool_connections{state="idle"}')).toBe(3);
    await app.close();
  });
});
