import { randomUUID } from 'node:crypto';
import { captureLogs } from '../../test/log-lines';
import { ownRedisServer, TEST_REDIS_URL } from '../../test/redis-server';
import type { TestContext } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

const FIVE_A_MINUTE = { max: 5, timeWindowMs: 60_000 };

function wrongLogin(ctx: TestContext, email: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'not the password' },
  });
}

async function twoInstances(redisUrl: string | null): Promise<[TestContext, TestContext]> {
  const rateLimitNamespace = `mitti-test:${randomUUID()}:`;
  const open = () =>
    createTestApp({ redisUrl }, { rateLimitNamespace, authRateLimits: { login: FIVE_A_MINUTE } });
  return [await open(), await open()];
}

describe('rate limits shared through Redis (REDIS_URL)', () => {
  it('two instances count one login throttle: 5 failures through A, the 6th through B is 429', async () => {
    const [a, b] = await twoInstances(TEST_REDIS_URL);
    try {
      const email = 'asha@example.com';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await wrongLogin(a, email)).statusCode).toBe(401);
      }

      const sixth = await wrongLogin(b, email);

      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      // Another account from the same address is counted apart.
      expect((await wrongLogin(b, 'ravi@example.com')).statusCode).toBe(401);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('without REDIS_URL each instance counts in its own memory', async () => {
    const [a, b] = await twoInstances(null);
    try {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await wrongLogin(a, 'asha@example.com')).statusCode).toBe(401);
      }
      expect((await wrongLogin(b, 'asha@example.com')).statusCode).toBe(401);
      expect((await wrongLogin(a, 'asha@example.com')).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('Redis out of reach: only rate-limited requests answer 503, logged, and it recovers', async () => {
    const redis = await ownRedisServer();
    await redis.start();
    const logs = captureLogs();
    const ctx = await createTestApp(
      { redisUrl: redis.url, logLevel: 'info' },
      { logStream: logs.stream, rateLimitNamespace: `mitti-test:${randomUUID()}:` },
    );
    try {
      expect((await wrongLogin(ctx, 'asha@example.com')).statusCode).toBe(401);

      const lost = logs.next((line) => String(line.msg).startsWith('Redis is out of reach'));
      await redis.stop();
      const refused = await wrongLogin(ctx, 'asha@example.com');

      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toEqual({
        message: 'We cannot check this request right now. Please try again in a few seconds.',
        code: 'UNAVAILABLE',
      });
      await lost;
      expect(logs.lines.some((line) => line.msg === 'request failed' && line.level === 50)).toBe(
        true,
      );
      // Routes without a rate limit do not need Redis.
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      const back = logs.next((line) => line.msg === 'Redis is back: rate limits count again');
      await redis.start();
      await back;

      expect((await wrongLogin(ctx, 'asha@example.com')).statusCode).toBe(401);
    } finally {
      await ctx.close();
      await redis.stop();
    }
  });
});
