import type { Transaction } from '@electric-sql/pglite';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Pool, PoolClient, QueryConfig } from 'pg';
import type { Database } from '../../src/db/client';

/** A database that fails on purpose: once armed, the nth statement the app sends throws. */
export interface FaultInjector {
  /** The same database as `db`, with every statement the app sends counted here. */
  wrap: (db: Database) => Database;
  /** Counts statements from now on; the `failAt`th (from 1) throws. 0 counts without failing. */
  arm: (failAt: number) => void;
  /** Stops counting; answers the statements seen since arm, the failed one last. */
  disarm: () => string[];
}

export const INJECTED_FAULT = 'injected fault';

/**
 * Sent instead of the statement that fails, so the error comes from the database itself over the
 * same connection, as a lost connection or a broken constraint would.
 */
const FAILING_STATEMENT = `do $$ begin raise exception '${INJECTED_FAULT}'; end $$`;

export function createFaultInjector(): FaultInjector {
  let seen: string[] | null = null;
  let failAt = 0;

  /** Whether the statement about to go out is the one to fail; counts it. */
  function failsNow(statement: string): boolean {
    if (!seen) return false;
    seen.push(statement.replace(/\s+/g, ' ').trim().slice(0, 80));
    return seen.length === failAt;
  }

  function passThrough<T extends object>(target: T, prop: string | symbol): unknown {
    const value: unknown = Reflect.get(target, prop, target);
    return typeof value === 'function'
      ? (value as (...args: unknown[]) => unknown).bind(target)
      : value;
  }

  function pgliteTransaction(tx: Transaction): Transaction {
    return new Proxy(tx, {
      get(target, prop) {
        if (prop !== 'query') return passThrough(target, prop);
        return async (...args: Parameters<Transaction['query']>) =>
          failsNow(args[0]) ? target.query(FAILING_STATEMENT) : target.query(...args);
      },
    });
  }

  // PGlite sends BEGIN and COMMIT itself inside transaction(); they count as the first and last step.
  function pglite(client: PGlite): PGlite {
    return new Proxy(client, {
      get(target, prop) {
        if (prop === 'query') {
          return async (...args: Parameters<PGlite['query']>) =>
            failsNow(args[0]) ? target.query(FAILING_STATEMENT) : target.query(...args);
        }
        if (prop === 'transaction') {
          return async <T>(callback: (tx: Transaction) => Promise<T>) => {
            if (failsNow('begin')) await target.query(FAILING_STATEMENT);
            return target.transaction(async (tx) => {
              const result = await callback(pgliteTransaction(tx));
              if (failsNow('commit')) await tx.query(FAILING_STATEMENT);
              return result;
            });
          };
        }
        return passThrough(target, prop);
      },
    });
  }

  async function counted<R>(
    client: Pool | PoolClient,
    config: string | QueryConfig,
    values: unknown[] | undefined,
  ): Promise<R> {
    const text = typeof config === 'string' ? config : config.text;
    // A rollback is how a failure is cleaned up, so it always goes through.
    if (text.trim().toLowerCase() !== 'rollback' && failsNow(text)) {
      await client.query(FAILING_STATEMENT);
    }
    return (await client.query(config, values)) as R;
  }

  function poolClient(client: PoolClient): PoolClient {
    return new Proxy(client, {
      get(target, prop) {
        if (prop !== 'query') return passThrough(target, prop);
        return (config: string | QueryConfig, values?: unknown[]) =>
          counted(target, config, values);
      },
    });
  }

  function pool(target: Pool): Pool {
    return new Proxy(target, {
      get(pool, prop) {
        if (prop === 'query') {
          return (config: string | QueryConfig, values?: unknown[]) =>
            counted(pool, config, values);
        }
        if (prop === 'connect') return async () => poolClient(await pool.connect());
        return passThrough(pool, prop);
      },
    });
  }

  return {
    wrap: (db) => {
      const client = (db as unknown as { $client: PGlite | Pool }).$client;
      return client instanceof PGlite
        ? drizzlePglite({ client: pglite(client) })
        : drizzleNodePg({ client: pool(client) });
    },
    arm: (at) => {
      seen = [];
      failAt = at;
    },
    disarm: () => {
      const statements = seen ?? [];
      seen = null;
      failAt = 0;
      return statements;
    },
  };
}

/** Both drivers answer raw SQL with `{ rows }`. */
async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

/** Every row of every table of the app, as text, table by table: equal snapshots mean equal data. */
export async function snapshotTables(db: Database): Promise<Record<string, string[]>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  );
  const snapshot: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await rowsOf<{ row: string }>(
      db,
      sql`select t::text as row from ${sql.identifier(name)} t order by 1`,
    );
    snapshot[name] = rows.map(({ row }) => row);
  }
  return snapshot;
}

/** Connections checked out of the pool and not given back (node-postgres; PGlite has none). */
export function connectionsInUse(db: Database): number {
  const client = (db as unknown as { $client: PGlite | Pool }).$client;
  return client instanceof PGlite ? 0 : client.totalCount - client.idleCount;
}
