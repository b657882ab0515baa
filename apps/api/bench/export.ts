// `pnpm --filter @mitti/api bench:export`: the operators' investments CSV of 300,000 investments
// from the built server (dist/server.js, so `pnpm build` first) on a fresh PostgreSQL database (on
// this machine's server; dropped afterwards), while /api/health is asked every 100 ms. Prints each
// export's time to first byte, total time and size, the server's peak RSS, and how long
// /api/health took meanwhile: whether the export holds up every other request.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/users';
import { insertSession } from '../src/modules/auth/repository';
import { createTokenService } from '../src/modules/auth/tokens';
import type { BuiltServer } from '../test/reliability/built-server';
import { startBuiltServer } from '../test/reliability/built-server';
import { createScratchDatabase } from '../test/reliability/scratch-database';
import { benchUserId, insertCampaigns, insertInvestments, insertUsers } from './scale-data';
import { vacuumAnalyze } from './scale-data';

const INVESTMENTS = Number(process.env.BENCH_INVESTMENTS ?? 300_000);
const USERS = 10_000;
const CAMPAIGNS = 1_000;
const FARMERS = 100;
const RUNS = 3;
const HEALTH_EVERY_MS = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** A line of /proc/<pid>/status in MB (VmRSS: now, VmHWM: the peak so far). */
function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((text) => text.startsWith(`${field}:`));
  return Number(line?.match(/(\d+) kB/)?.[1] ?? NaN) / 1024;
}

interface Measured {
  status: number;
  firstByteMs: number;
  totalMs: number;
  bytes: number;
  lines: number;
  health: number[];
}

/** Downloads the file while asking /api/health every HEALTH_EVERY_MS, not waiting for answers. */
async function measure(server: BuiltServer, url: string, token: string): Promise<Measured> {
  const health: Promise<number>[] = [];
  const probe = setInterval(() => {
    const started = performance.now();
    health.push(
      fetch(`${server.url}/api/health`).then(async (res) => {
        await res.arrayBuffer();
        return performance.now() - started;
      }),
    );
  }, HEALTH_EVERY_MS);
  const started = performance.now();
  let firstByteMs = NaN;
  let bytes = 0;
  let lines = 0;
  try {
    const res = await fetch(`${server.url}${url}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 0x0a) lines += 1;
    }
    const totalMs = performance.now() - started;
    clearInterval(probe);
    return {
      status: res.status,
      firstByteMs,
      totalMs,
      bytes,
      lines,
      health: await Promise.all(health),
    };
  } finally {
    clearInterval(probe);
  }
}

async function main(): Promise<void> {
  const database = await createScratchDatabase('postgres');
  let server: BuiltServer | null = null;
  try {
    const setup = await database.open();
    let started = performance.now();
    const step = (what: string) => {
      console.log(`${what} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      started = performance.now();
    };
    await insertUsers(setup.db, USERS);
    await insertCampaigns(setup.db, CAMPAIGNS, FARMERS);
    await insertInvestments(setup.db, INVESTMENTS, USERS, 0);
    await vacuumAnalyze(setup.db);
    step(`Inserted ${USERS} users, ${CAMPAIGNS} campaigns, ${INVESTMENTS} investments`);
    const adminId = await benchUserId(setup.db, 0);
    await setup.db.update(users).set({ role: 'admin' }).where(eq(users.id, adminId));
    const token = await createTokenService(database.env.JWT_SECRET!).sign({
      userId: adminId,
      sessionId: await insertSession(setup.db, adminId, new Date()),
    });
    await setup.close();

    server = await startBuiltServer({
      ...database.env,
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
    });
    // Investments are made every 7 s back from now: 300,000 span 25 days.
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const range = `from=${day(Date.now() - 40 * DAY_MS)}&to=${day(Date.now() + DAY_MS)}`;
    const url = `/api/admin/exports/investments.csv?${range}`;
    const rssBefore = memoryMb(server.pid, 'VmRSS');
    console.log(
      `\nGET ${url}, at load average ${loadavg()[0]!.toFixed(1)}; server RSS ${rssBefore.toFixed(0)} MB`,
    );
    console.log(
      `| run | status | lines | MB | first byte ms | total ms | /api/health: n | p50 ms | worst ms |\n|---|---|---|---|---|---|---|---|---|`,
    );
    for (let run = 1; run <= RUNS; run += 1) {
      const measured = await measure(server, url, token);
      const health = [...measured.health].sort((a, b) => a - b);
      console.log(
        `| ${run} | ${measured.status} | ${measured.lines} | ${(measured.bytes / 1e6).toFixed(1)} | ${measured.firstByteMs.toFixed(0)} | ${measured.totalMs.toFixed(0)} | ${health.length} | ${percentile(health, 50).toFixed(0)} | ${health.at(-1)!.toFixed(0)} |`,
      );
    }
    console.log(`\nServer peak RSS (VmHWM) ${memoryMb(server.pid, 'VmHWM').toFixed(0)} MB`);
  } finally {
    await server?.stop('SIGTERM');
    await database.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
