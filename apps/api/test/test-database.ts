import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '../src/db/client';
import { openDatabase, pgliteDir } from '../src/db/client';
import { TEMPLATE_ENV } from './global-setup';
import { adminQuery, databaseUrl } from './postgres-admin';

export interface TestDatabase {
  dataDir: string;
  database: DatabaseHandle;
  /** The PostgreSQL database's own URL (null on PGlite), for another process to connect to it. */
  url: string | null;
  dispose: () => Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a copy of the PGlite template, or with DATABASE_URL a
 * new PostgreSQL database on that server, dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mitti-api-test-'));
  const serverUrl = process.env.DATABASE_URL;
  const template = process.env[TEMPLATE_ENV];
  if (serverUrl) {
    const name = `mitti_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(
      serverUrl,
      `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`,
    );
    const url = databaseUrl(serverUrl, name);
    const database = await openDatabase({ dataDir, databaseUrl: url });
    return {
      dataDir,
      database,
      url,
      async dispose() {
        await database.close();
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  if (template) cpSync(pgliteDir(template), pgliteDir(dataDir), { recursive: true });
  const database = await openDatabase({ dataDir, databaseUrl: null });
  return {
    dataDir,
    database,
    url: null,
    async dispose() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
