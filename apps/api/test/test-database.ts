import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { DatabaseHandle } from '../src/db/client';
import { openDatabase, pgliteDir } from '../src/db/client';
import { TEMPLATE_ENV } from './global-setup';

export interface TestDatabase {
  dataDir: string;
  database: DatabaseHandle;
  /** The PostgreSQL database's own URL (null on PGlite), for another process to connect to it. */
  url: string | null;
  dispose: () => Promise<void>;
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database for one test file: a copy of the PGlite template, or with DATABASE_URL a
 * new PostgreSQL database on that server, dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mitti-api-test-'));
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `mitti_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ dataDir, databaseUrl: url.toString() });
    return {
      dataDir,
      database,
      url: url.toString(),
      async dispose() {
        await database.close();
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const template = process.env[TEMPLATE_ENV];
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
