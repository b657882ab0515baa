/** Server-side reasons a connection ended: admin_shutdown, crash_shutdown, cannot_connect_now, connection_exception and _does_not_exist, _failure. */
const LOST_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
]);
/** node-postgres's own words for a connection that went away under a query. */
const LOST_MESSAGES = /Connection terminated|not queryable|Connection ended/i;

/** Whether the error (or one it wraps: drizzle wraps pg's in `cause`) says the connection was lost. */
export function isConnectionLost(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && LOST_CODES.has(code)) return true;
    if (LOST_MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
