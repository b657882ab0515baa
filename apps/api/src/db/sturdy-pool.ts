import type { Pool, PoolClient, QueryConfig } from 'pg';
import { Client } from 'pg';
import { isConnectionLost } from './connection-lost';

/**
 * The pool drizzle runs on. A lone read whose connection was lost under it (a server restart, a
 * failover, a killed backend) is run once more on a new connection, so idempotent reads survive it.
 *
 * drizzle-orm's transaction checks a connection out of the pool and sends BEGIN before its
 * try/finally, so when BEGIN fails (the connection was lost just then) nobody releases it, and after
 * `max` such failures the pool hangs every query. Here a checkout whose first statement fails is
 * released (and discarded) by us. Found by test/reliability (the database failing at each statement).
 */
export function sturdyPool(pool: Pool): Pool {
  // The pool hears an idle connection's 'error' only; one lost while checked out between two
  // statements of a transaction would emit it unheard and crash the process. Its next statement
  // reports the loss instead.
  const heard = new WeakSet<PoolClient>();
  const checkedOut = (client: PoolClient): PoolClient => {
    if (!heard.has(client)) {
      heard.add(client);
      client.on('error', () => undefined);
    }
    let first = true;
    const query = (config: string | QueryConfig, values?: unknown[]) => {
      const result = client.query(config, values);
      if (!first) return result;
      first = false;
      return result.catch((error: unknown) => {
        client.release(error instanceof Error ? error : true);
        throw error;
      });
    };
    return new Proxy(client, {
      get: (target, prop) => (prop === 'query' ? query : bound(target, prop)),
    });
  };
  const query = (config: string | QueryConfig, values?: unknown[]) =>
    pool.query(config, values).catch(async (error: unknown) => {
      if (!isConnectionLost(error) || !isLoneRead(config)) throw error;
      // Its pooled neighbours may be dead too, not yet noticed: the retry gets a connection of its own.
      const fresh = new Client(pool.options);
      fresh.on('error', () => undefined); // its query reports a loss; unheard, the event would crash us
      await fresh.connect();
      try {
        return await fresh.query(config, values);
      } finally {
        void fresh.end();
      }
    });
  return new Proxy(pool, {
    get: (target, prop) => {
      if (prop === 'connect') return async () => checkedOut(await target.connect());
      if (prop === 'query') return query;
      return bound(target, prop);
    },
  });
}

/**
 * A statement outside a transaction that only reads: safe to run again when its connection was lost
 * under it (at worst it had read and the answer was lost). Anything else, a write or a transaction's
 * statement, fails; the error handler answers 503 with Retry-After.
 */
function isLoneRead(config: string | QueryConfig): boolean {
  const text = typeof config === 'string' ? config : config.text;
  return (
    /^\s*select\b/i.test(text) && !/\bfor\s+(update|share|no key update|key share)\b/i.test(text)
  );
}

function bound(target: object, prop: string | symbol): unknown {
  const value: unknown = Reflect.get(target, prop, target);
  return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
}
