import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import type { ConstructorOptions } from 'pg-boss';
import { fromPglite } from 'pg-boss';
import { MIGRATIONS_DIR } from '../paths';
import { sturdyPool } from './sturdy-pool';
import type { NotificationHandlers, NotificationListener } from './pg-listen';
import { listenPg, listenPglite } from './pg-listen';

/** What repositories receive: the same query builder on both drivers. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  /** LISTEN on a channel; closing the database does not close the listener. */
  listen(channel: string, handlers: NotificationHandlers): Promise<NotificationListener>;
  close(): Promise<void>;
  /**
   * Runs `work` while no other instance runs its start-up steps (migrations, the job queue's
   * install, the demo seed), so any number can start at once on an empty database: a PostgreSQL
   * advisory lock held on a connection of its own (ended with it, should we die holding it). PGlite
   * belongs to one process: it just runs.
   */
  startupLock<T>(work: () => Promise<T>): Promise<T>;
  /** The pool's connections (PostgreSQL only): all open, idle, and queries waiting for one. */
  poolUse?(): { total: number; idle: number; waiting: number };
  /**
   * Where the job queue (pg-boss) runs its statements: a small pool of its own on PostgreSQL (its
   * locking blocks are multi-statement text, which a pooled query cannot split), the same PGlite
   * in-process.
   */
  queue: Pick<ConstructorOptions, 'connectionString' | 'max' | 'db' | 'backend'>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | null;
  /** Where the LISTEN connection goes, when DATABASE_URL is a pooler that keeps no session. */
  databaseListenUrl?: string | null;
}

/** The embedded database lives in DATA_DIR/db. */
export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'db');
}

/** Any fixed number, the same in every instance: the advisory lock of the start-up steps. */
const STARTUP_LOCK_KEY = 7_320_451_966;

async function underAdvisoryLock<T>(pool: Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // A connection whose unlock failed may still hold the lock: it is closed, not pooled.
    client.release(failure);
  }
}

/** Opens the configured database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl });
    // An idle connection that dies (a server restart, a failover, a test database dropped while the
    // pool closes) is discarded and the next query opens a new one; unheard, the error would crash us.
    pool.on('error', () => undefined);
    const db = drizzleNodePg({ client: sturdyPool(pool) });
    const startupLock = <T>(work: () => Promise<T>) => underAdvisoryLock(pool, work);
    try {
      await startupLock(() => migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR }));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      listen: (channel, handlers) =>
        listenPg(pool, options.databaseListenUrl ?? options.databaseUrl!, channel, handlers),
      close: () => pool.end(),
      startupLock,
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      queue: { connectionString: options.databaseUrl, max: 4 },
    };
  }
  // PGlite ships contrib extensions as separate modules; migration 0001 creates pg_trgm.
  const client = await PGlite.create(pgliteDir(options.dataDir), { extensions: { pg_trgm } });
  const db = drizzlePglite(client);
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db,
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    close: () => client.close(),
    startupLock: (work) => work(),
    queue: { db: fromPglite(client), backend: 'pglite' },
  };
}
