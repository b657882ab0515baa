import { Client } from 'pg';
import { openDatabase } from '../../src/db/client';
import type { ScratchDatabase } from './scratch-database';
import { createScratchDatabase, POSTGRES_SERVER } from './scratch-database';

// Behind PgBouncer in transaction mode LISTEN cannot work, so DATABASE_LISTEN_URL sends that one
// connection straight to PostgreSQL while the pool keeps using DATABASE_URL.
let scratch: ScratchDatabase;

beforeAll(async () => {
  scratch = await createScratchDatabase('postgres');
});
afterAll(() => scratch.dispose());

async function listeningApplications(): Promise<string[]> {
  const client = new Client({ connectionString: POSTGRES_SERVER });
  await client.connect();
  try {
    const { rows } = await client.query<{ application_name: string }>(
      "SELECT application_name FROM pg_stat_activity WHERE query LIKE 'LISTEN %'",
    );
    return rows.map((row) => row.application_name);
  } finally {
    await client.end();
  }
}

function withApplicationName(url: string, name: string): string {
  const named = new URL(url);
  named.searchParams.set('application_name', name);
  return named.toString();
}

it('LISTENs on DATABASE_LISTEN_URL when it is set, and on DATABASE_URL otherwise', async () => {
  const databaseUrl = withApplicationName(scratch.env.DATABASE_URL!, 'mitti-pool');
  const handlers = { onPayload: () => undefined, onGap: () => undefined };

  const pooled = await openDatabase({ dataDir: scratch.dataDir, databaseUrl });
  const pooledListener = await pooled.listen('mitti_changes', handlers);
  expect(await listeningApplications()).toContain('mitti-pool');
  await pooledListener.close();
  await pooled.close();

  const split = await openDatabase({
    dataDir: scratch.dataDir,
    databaseUrl,
    databaseListenUrl: withApplicationName(scratch.env.DATABASE_URL!, 'mitti-listen'),
  });
  const listener = await split.listen('mitti_changes', handlers);
  try {
    const listening = await listeningApplications();
    expect(listening).toContain('mitti-listen');
    expect(listening).not.toContain('mitti-pool');
  } finally {
    await listener.close();
    await split.close();
  }
});
