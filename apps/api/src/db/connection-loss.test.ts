import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { describeOnPostgres } from '../../test/postgres-only';
import type { TestContext } from '../../test/test-app';
import { createTestApp, TEST_PASSWORD } from '../../test/test-app';

describeOnPostgres('database connections lost under requests', () => {
  let ctx: TestContext;
  let url: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const result = await ctx.db.execute(sql`SELECT current_database() AS name`);
    const { name } = (result as { rows: { name: string }[] }).rows[0]!;
    const address = new URL(process.env.DATABASE_URL!);
    address.pathname = `/${name}`;
    url = address.toString();
  });
  afterAll(() => ctx.close());

  async function connect(): Promise<Client> {
    const client = new Client({ connectionString: url });
    // A test's own connection may be killed with the rest; its queries report it.
    client.on('error', () => undefined);
    await client.connect();
    return client;
  }

  /** Holds `table` locked until released, so a request touching it waits there. */
  async function lockTable(table: string) {
    const locker = await connect();
    await locker.query('BEGIN');
    await locker.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
    return {
      /** Resolves once one of the app's queries waits for the lock. */
      async waiter() {
        const watcher = await connect();
        try {
          for (;;) {
            const { rows } = await watcher.query<{ waiting: number }>(
              `SELECT count(*)::int AS waiting FROM pg_stat_activity
               WHERE datname = current_database() AND wait_event_type = 'Lock'`,
            );
            if (rows[0]!.waiting > 0) return;
          }
        } finally {
          await watcher.end();
        }
      },
      /** Kills every other connection to the database: the app's pool, its LISTEN, the job queue. */
      killOthers: () =>
        locker.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        ),
      release: async () => {
        await locker.query('ROLLBACK');
        await locker.end();
      },
    };
  }

  it('a write whose connection is killed answers 503 with Retry-After and leaves nothing', async () => {
    const email = 'killed.signup@example.com';
    const lock = await lockTable('account_tokens');
    const signup = ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { username: 'Asha Verma', email, password: TEST_PASSWORD },
    });
    await lock.waiter();
    await lock.killOthers();
    const answer = await signup;
    await lock.release();

    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('1');
    expect(answer.json()).toEqual({
      message: 'We lost our connection to the database for a moment. Please try again.',
      code: 'UNAVAILABLE',
    });
    const check = await connect();
    const { rows } = await check.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [
      email,
    ]);
    await check.end();
    expect(rows).toEqual([{ n: 0 }]);

    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { username: 'Asha Verma', email, password: TEST_PASSWORD },
    });
    expect(again.statusCode).toBe(201);
  });

  it('a GET whose connection is killed is read again on a new connection: 200', async () => {
    const lock = await lockTable('campaigns');
    const listing = ctx.app.inject({ method: 'GET', url: '/api/campaigns' });
    await lock.waiter();
    await lock.killOthers();
    await lock.release();
    const answer = await listing;

    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ campaigns: [], total: 0 });
  });

  it('GETs right after every pooled connection was killed still answer 200', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/items' });
    const killer = await connect();
    await killer.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    await killer.end();

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => ctx.app.inject({ method: 'GET', url: '/api/items' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });
});
