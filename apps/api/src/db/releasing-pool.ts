import type { Pool, PoolClient, QueryConfig } from 'pg';

/**
 * drizzle-orm's transaction checks a connection out of the pool and sends BEGIN before its
 * try/finally, so when BEGIN fails (the connection was lost just then) nobody releases it, and after
 * `max` such failures the pool hangs every query. Here a checkout whose first statement fails is
 * released (and discarded) by us. Found by test/reliability (the database failing at each statement).
 */
export function releasingFailedBegin(pool: Pool): Pool {
  const checkedOut = (client: PoolClient): PoolClient => {
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
  return new Proxy(pool, {
    get: (target, prop) =>
      prop === 'connect' ? async () => checkedOut(await target.connect()) : bound(target, prop),
  });
}

function bound(target: object, prop: string | symbol): unknown {
  const value: unknown = Reflect.get(target, prop, target);
  return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
}
