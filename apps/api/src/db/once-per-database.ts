import type { Database } from './client';

/**
 * Statements built once per database and named, so each PostgreSQL connection parses and plans them
 * once and no request spends time building their SQL (drizzle's query building was about 12% of the
 * busy time of bench:api's writes). They run on the database they were built for, not in a
 * transaction: only statements run outside one are prepared this way.
 */
export function oncePerDatabase<Statements>(build: (db: Database) => Statements) {
  const built = new WeakMap<Database, Statements>();
  return (db: Database): Statements => {
    let statements = built.get(db);
    if (!statements) {
      statements = build(db);
      built.set(db, statements);
    }
    return statements;
  };
}
