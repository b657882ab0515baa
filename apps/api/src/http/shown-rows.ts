import type { FastifyBaseLogger } from 'fastify';

/**
 * Rows as answers, leaving out any row that cannot be shown (a value the database held from before it
 * checked it, such as a day past year 275760): that row is logged with its id, and the listing,
 * dashboard or queue it belongs to is answered without it rather than not at all.
 */
export function shownRows<Row, Answer>(
  log: FastifyBaseLogger,
  rows: readonly Row[],
  toAnswer: (row: Row) => Answer,
  idOf: (row: Row) => string,
): Answer[] {
  return rows.flatMap((row) => {
    try {
      return [toAnswer(row)];
    } catch (error) {
      log.error({ err: error, id: idOf(row) }, 'a stored row cannot be shown, so it is left out');
      return [];
    }
  });
}
