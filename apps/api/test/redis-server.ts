import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { freePort } from './free-port';

/** The Redis every test shares (127.0.0.1:6379 here and in CI), or REDIS_URL. */
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A redis-server of the test's own, on a port of its own, that the test may stop and start again. */
export async function ownRedisServer(): Promise<{
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const started = spawn(
        'redis-server',
        ['--port', String(port), '--save', '', '--appendonly', 'no'],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      child = started;
      await new Promise<void>((resolve, reject) => {
        started.once('exit', (code) => reject(new Error(`redis-server exited (${code})`)));
        started.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('Ready to accept connections')) resolve();
        });
      });
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
}
