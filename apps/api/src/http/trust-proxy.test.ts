import type { TrustProxy } from '../config';
import { captureLogs } from '../../test/log-lines';
import type { TestContext } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

/** Two logins through the same proxy (127.0.0.1) for two different clients, then the first again. */
async function loginsFromTwoClients(trustProxy: TrustProxy) {
  const logs = captureLogs();
  const ctx: TestContext = await createTestApp(
    { trustProxy, logLevel: 'info' },
    {
      logStream: logs.stream,
      authRateLimits: { loginPerAddress: { max: 1, timeWindowMs: 60_000 } },
    },
  );
  try {
    const login = (client: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
        payload: { email: 'nobody@example.com', password: 'not the password' },
      });
    const statuses = [];
    for (const client of ['203.0.113.7', '198.51.100.9', '203.0.113.7']) {
      statuses.push((await login(client)).statusCode);
    }
    const addresses = logs.lines
      .filter((line) => line.msg === 'incoming request')
      .map((line) => (line.req as { remoteAddress: string }).remoteAddress);
    return { statuses, addresses };
  } finally {
    await ctx.close();
  }
}

describe('TRUST_PROXY', () => {
  it('set to the proxy: the limiter and the logs see the client in X-Forwarded-For', async () => {
    const { statuses, addresses } = await loginsFromTwoClients(['127.0.0.1']);

    expect(statuses).toEqual([401, 401, 429]);
    expect(addresses).toEqual(['203.0.113.7', '198.51.100.9', '203.0.113.7']);
  });

  it('true: the same, for any proxy', async () => {
    const { statuses, addresses } = await loginsFromTwoClients(true);

    expect(statuses).toEqual([401, 401, 429]);
    expect(addresses).toEqual(['203.0.113.7', '198.51.100.9', '203.0.113.7']);
  });

  it('off (the default): X-Forwarded-For is ignored, everyone behind the proxy counts as one', async () => {
    const { statuses, addresses } = await loginsFromTwoClients(false);

    expect(statuses).toEqual([401, 429, 429]);
    expect(addresses).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1']);
  });

  it('set to another proxy: an X-Forwarded-For from an address it does not name is ignored', async () => {
    const { statuses, addresses } = await loginsFromTwoClients(['10.0.0.0/8']);

    expect(statuses).toEqual([401, 429, 429]);
    expect(addresses).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1']);
  });
});
