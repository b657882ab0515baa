import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PgBoss } from 'pg-boss';
import { openDatabase } from '../src/db/client';
import { adminQuery, databaseUrl } from './postgres-admin';

/** Where the migrated template is: a PGlite data dir, or with DATABASE_URL a database's name. */
export const TEMPLATE_ENV = 'MITTI_TEST_DATABASE_TEMPLATE';

/**
 * One migrated database per run, with the job queue's schema, which each test file copies: migrating
 * a fresh one takes seconds on PGlite (initdb) and most of a second on PostgreSQL.
 */
export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const serverUrl = process.env.DATABASE_URL;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mitti-api-template-'));
  const template = serverUrl ? `mitti_template_${randomBytes(6).toString('hex')}` : dataDir;
  if (serverUrl) await adminQuery(serverUrl, `CREATE DATABASE ${template}`);
  const database = await openDatabase({
    dataDir,
    databaseUrl: serverUrl ? databaseUrl(serverUrl, template) : null,
  });
  const boss = new PgBoss({ ...database.queue, schema: 'pgboss' });
  await boss.start();
  await boss.stop({ graceful: false });
  await database.close();
  if (serverUrl) rmSync(dataDir, { recursive: true, force: true });
  // Workers start after global setup and inherit this.
  process.env[TEMPLATE_ENV] = template;
  if (process.env.LOG_LEVEL === 'debug') {
    console.log(`\nDatabase template ready in ${Date.now() - started} ms: ${template}`);
  }
}
