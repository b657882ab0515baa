import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '../../src/db/client';
import { openDatabase } from '../../src/db/client';
import { adminQuery, databaseUrl as urlOf } from '../postgres-admin';

/** The machine's PostgreSQL (trust auth); the slow reliability tests make their own databases there. */
export const POSTGRES_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

export type DatabaseKind = 'pglite' | 'postgres';

/** A new, migrated database and a data dir, and the environment that points the built server at them. */
export interface ScratchDatabase {
  dataDir: string;
  env: Record<string, string>;
  /** Opens it in this process (for PGlite only while no server has it open). */
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

/**
 * `migrated: false` leaves a PostgreSQL database empty, for servers that start on it together and
 * migrate it themselves.
 */
export async function createScratchDatabase(
  kind: DatabaseKind,
  { migrated = true }: { migrated?: boolean } = {},
): Promise<ScratchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mitti-reliability-'));
  if (kind === 'pglite') {
    const open = () => openDatabase({ dataDir, databaseUrl: null });
    // initdb and the migrations run here, before any server starts.
    await (await open()).close();
    return {
      dataDir,
      env: { DATA_DIR: dataDir },
      open,
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `mitti_reliability_${randomBytes(6).toString('hex')}`;
  await adminQuery(POSTGRES_SERVER, `CREATE DATABASE ${name}`);
  const databaseUrl = urlOf(POSTGRES_SERVER, name);
  const open = () => openDatabase({ dataDir, databaseUrl });
  if (migrated) await (await open()).close();
  return {
    dataDir,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomBytes(32).toString('base64url'),
    },
    open,
    async dispose() {
      await adminQuery(POSTGRES_SERVER, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
