import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { describeOnPostgres } from '../../test/postgres-only';
import { TEST_JWT_SECRET } from '../../test/test-app';
import { buildApp } from '../app';
import { loadConfig } from '../env';
import { MIGRATIONS_DIR } from '../paths';

const INSTANCES = 3;

async function query<Row>(url: string, sql: string): Promise<Row[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Row[];
  } finally {
    await client.end();
  }
}

describeOnPostgres('instances started together on an empty PostgreSQL', () => {
  const server = process.env.DATABASE_URL ?? '';
  const name = `mitti_test_start_${randomBytes(6).toString('hex')}`;
  let url: URL;
  let dataDir: string;
  let apps: PromiseSettledResult<FastifyInstance>[] = [];

  beforeAll(async () => {
    url = new URL(server);
    url.pathname = `/${name}`;
    dataDir = mkdtempSync(path.join(tmpdir(), 'mitti-start-together-'));
    await query(server, `CREATE DATABASE ${name}`);
    // As N servers would: each opens the database, migrates, installs the job queue, seeds the demo.
    const config = loadConfig({
      DATABASE_URL: url.toString(),
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    });
    apps = await Promise.allSettled(
      Array.from({ length: INSTANCES }, () =>
        buildApp(config, { serveApps: null, processMetrics: false }),
      ),
    );
  }, 240_000);

  afterAll(async () => {
    for (const app of apps) if (app.status === 'fulfilled') await app.value.close();
    await query(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('all come up and answer', async () => {
    expect(apps.map((app) => app.status)).toEqual(Array(INSTANCES).fill('fulfilled'));
    for (const app of apps) {
      const health = await (app as PromiseFulfilledResult<FastifyInstance>).value.inject({
        method: 'GET',
        url: '/api/health',
      });
      expect(health.statusCode).toBe(200);
    }
  });

  it('apply each migration once', async () => {
    const journal = JSON.parse(
      readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const [applied] = await query<{ count: string }>(
      url.toString(),
      'SELECT count(*) FROM drizzle.__drizzle_migrations',
    );
    expect(Number(applied!.count)).toBe(journal.entries.length);
    const [version] = await query<{ count: string }>(
      url.toString(),
      'SELECT count(*) FROM pgboss.version',
    );
    expect(Number(version!.count)).toBe(1);
  });

  it('seed the demo once', async () => {
    const duplicates = await query(
      url.toString(),
      `SELECT 'user' AS kind, email AS name FROM users GROUP BY email HAVING count(*) > 1
       UNION ALL
       SELECT 'campaign', campaign_title FROM campaigns GROUP BY user_id, campaign_title HAVING count(*) > 1
       UNION ALL
       SELECT 'item', name FROM items GROUP BY name HAVING count(*) > 1`,
    );
    expect(duplicates).toEqual([]);
    const [users] = await query<{ count: string }>(
      url.toString(),
      `SELECT count(*) FROM users WHERE email = 'investor@mitti.test'`,
    );
    expect(users!.count).toBe('1');
  });
});
