import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import { Client } from 'pg';

export interface NotificationHandlers {
  onPayload(payload: string): void;
  /** Notifications may have been missed (the connection dropped, or listening just began again). */
  onGap(): void;
}

export interface NotificationListener {
  /** False while the listening connection is down: nothing heard then can be trusted. */
  readonly live: boolean;
  /**
   * Resolves once the notifications of every write this process committed before the call have
   * reached the handlers (other processes' arrive moments after their commit).
   */
  settle(): Promise<void>;
  close(): Promise<void>;
}

const RECONNECT_MS = 1000;

/**
 * LISTEN on a dedicated node-postgres connection (a pooled one would be handed to other queries).
 * A lost connection is reported as a gap and opened again, once a second, until close().
 */
export async function listenPg(
  pool: Pool,
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<NotificationListener> {
  let client: Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  // A pooled connection is released after every query and transaction, so after every commit.
  let releases = 0;
  let heard = 0;
  let roundTrip: Promise<void> | null = null;
  pool.on('release', () => {
    releases += 1;
  });

  /**
   * PostgreSQL hands a session the notifications it holds before answering its next query, and a
   * commit signals the listeners before it returns: one round trip on the listening connection
   * brings in every notification of the commits before it. Concurrent callers share it.
   */
  function hearUpTo(listening: Client): Promise<void> {
    const from = releases;
    roundTrip ??= listening
      .query('SELECT 1')
      .then(
        () => {
          heard = Math.max(heard, from);
        },
        () => undefined,
      )
      .finally(() => {
        roundTrip = null;
      });
    return roundTrip;
  }

  async function connect(): Promise<void> {
    const next = new Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onPayload(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN "${channel}"`);
    client = next;
    handlers.onGap();
  }

  function lost(which: Client): void {
    if (client !== which && client !== null) return;
    client = null;
    handlers.onGap();
    if (!closed && !retry) scheduleReconnect();
  }

  function scheduleReconnect(): void {
    retry = setTimeout(() => {
      retry = null;
      if (closed) return;
      connect().catch(() => scheduleReconnect());
    }, RECONNECT_MS);
    retry.unref();
  }

  await connect();
  return {
    get live() {
      return client !== null;
    },
    async settle() {
      const target = releases;
      while (heard < target && client) await hearUpTo(client);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}

/** PGlite runs in this process: its notifications reach the handlers before the commit resolves. */
export async function listenPglite(
  pglite: PGlite,
  channel: string,
  handlers: NotificationHandlers,
): Promise<NotificationListener> {
  const unlisten = await pglite.listen(channel, (payload) => handlers.onPayload(payload));
  return {
    live: true,
    settle: () => Promise.resolve(),
    async close() {
      if (!pglite.closed) await unlisten();
    },
  };
}
