import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { API_ROOT } from '../../src/paths';

const SERVER = path.join(API_ROOT, 'dist/server.js');
const START_TIMEOUT_MS = 60_000;
/** What server.ts prints once it listens. */
const STARTED_BANNER = 'Mitti is running at';

/** The built API (dist/server.js) as a child process on a port of 127.0.0.1. */
export interface BuiltServer {
  url: string;
  /** Its process id (the benches read its memory in /proc). */
  pid: number;
  /** Ends the process with the signal and waits until it has exited. */
  stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<void>;
}

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function answersHealth(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    return res.ok;
  } catch {
    return false;
  }
}

/** Starts `node dist/server.js` with the environment given (PORT chosen here) and waits until it listens. */
export async function startBuiltServer(env: Record<string, string>): Promise<BuiltServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [SERVER], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit');
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  // The server prints its banner once it listens.
  const started = new Promise<boolean>((resolve) => {
    child.stdout?.on('data', () => {
      if (output.includes(STARTED_BANNER)) resolve(true);
    });
    void exited.then(() => resolve(false));
  });
  const giveUp = new AbortController();
  const listening = await Promise.race([
    started,
    delay(START_TIMEOUT_MS, false, { signal: giveUp.signal }).catch(() => false),
  ]);
  giveUp.abort();
  if (!listening || !(await answersHealth(url))) {
    child.kill('SIGKILL');
    await exited;
    throw new Error(`the built server did not start:\n${output}`);
  }
  return {
    url,
    pid: child.pid!,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
