import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

/** A CHECK's condition that a text column holds one of the domain's values, written out in the SQL. */
export const oneOf = (column: string, values: readonly string[]): SQL =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);
