import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PgBoss } from 'pg-boss';
import { openDatabase } from '../src/db/client';

export const TEMPLATE_ENV = 'MITTI_TEST_PGLITE_TEMPLATE';

export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const started = Date.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mitti-api-template-'));
  const database = await openDatabase({ dataDir, databaseUrl: null });
  // The job queue's schema too, so each test file's app starts its queue without installing it.
  const boss = new PgBoss({ ...database.queue, schema: 'pgboss' });
  await boss.start();
  await boss.stop({ graceful: false });
  await database.close();
  // Workers start after global setup and inherit this.
  process.env[TEMPLATE_ENV] = dataDir;
  if (process.env.LOG_LEVEL === 'debug') {
    console.log(`\nPGlite template ready in ${Date.now() - started} ms at ${dataDir}`);
  }
}
