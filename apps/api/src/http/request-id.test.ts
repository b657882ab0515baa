import { captureLogs } from '../../test/log-lines';
import type { TestContext } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let ctx: TestContext;
const logs = captureLogs();

beforeAll(async () => {
  ctx = await createTestApp({ logLevel: 'info' }, { logStream: logs.stream });
});
afterAll(() => ctx.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('a new one on every answer, on every log line of the request', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const second = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });

    const id = first.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(id);
    const lines = logs.lines.filter((line) => line.requestId === id);
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it("keeps a proxy's sane X-Request-Id, errors included", async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-request-id': 'lb-7f3a.01_Z' },
      payload: { email: 'not an email' },
    });

    expect(answer.statusCode).toBe(400);
    expect(answer.headers['x-request-id']).toBe('lb-7f3a.01_Z');
    expect(logs.lines.filter((line) => line.requestId === 'lb-7f3a.01_Z').length).toBeGreaterThan(
      1,
    );
  });

  it.each([['a'.repeat(65)], ['has space'], ['<script>'], ['id\u00e9']])(
    'replaces an incoming %j with one of its own',
    async (incoming) => {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': incoming },
      });
      expect(answer.headers['x-request-id']).toMatch(UUID);
    },
  );
});
