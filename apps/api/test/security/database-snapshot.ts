import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

type Row = Record<string, unknown> & { id: string | number };

/** Every table's rows by id. */
export type Snapshot = Record<string, Record<string, Row>>;

export interface RowChange {
  table: string;
  /** Absent for a new row. */
  before?: Row;
  /** Absent for a deleted row. */
  after?: Row;
}

async function rowsOf<T>(db: Database, query: string): Promise<T[]> {
  // Both drivers answer raw SQL as { rows }; Drizzle types it per driver only.
  const result: unknown = await db.execute(sql.raw(query));
  return (result as { rows: T[] }).rows;
}

async function tableNames(db: Database): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((row) => row.name);
}

/** One round trip: each table's rows as JSON, or (digest) only a hash of them. */
async function perTable(db: Database, each: (table: string) => string): Promise<unknown> {
  const tables = await tableNames(db);
  const pairs = tables.map((table) => `'${table}', (${each(`"${table}"`)})`).join(', ');
  const [row] = await rowsOf<{ all: unknown }>(db, `SELECT json_build_object(${pairs}) AS all`);
  return row!.all;
}

export async function snapshot(db: Database): Promise<Snapshot> {
  const tables = (await perTable(
    db,
    (table) => `SELECT coalesce(json_agg(t), '[]') FROM ${table} t`,
  )) as Record<string, Row[]>;
  return Object.fromEntries(
    Object.entries(tables).map(([table, rows]) => [
      table,
      Object.fromEntries(rows.map((row) => [String(row.id), row])),
    ]),
  );
}

/** Row count and checksum of every table: equal digests mean nothing was written. */
export async function digest(db: Database): Promise<Record<string, string>> {
  return (await perTable(
    db,
    (table) =>
      `SELECT count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') FROM ${table} t`,
  )) as Record<string, string>;
}

/** The rows added, changed or deleted between two snapshots. */
export function changes(before: Snapshot, after: Snapshot): RowChange[] {
  const found: RowChange[] = [];
  for (const table of Object.keys(after)) {
    const old = before[table] ?? {};
    const now = after[table]!;
    for (const [id, row] of Object.entries(now)) {
      if (JSON.stringify(old[id]) !== JSON.stringify(row)) {
        found.push({ table, before: old[id], after: row });
      }
    }
    for (const [id, row] of Object.entries(old)) {
      if (!(id in now)) found.push({ table, before: row });
    }
  }
  return found;
}
