import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const START_TIMEOUT_MS = 180_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server (apps/api/dist/server.js) in production mode on a free port, on a fresh
 * temporary data dir that it seeds with the demo data, and waits for /api/health. `stop()` ends it and
 * removes the data dir.
 */
export async function startServer(root) {
  const serverJs = path.join(root, 'apps/api/dist/server.js');
  if (!existsSync(serverJs)) throw new Error(`${serverJs} is missing: run pnpm build first`);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mitti-bench-web-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  // Always the embedded database with the demo seed, even where the shell points at a PostgreSQL.
  delete env.DATABASE_URL;
  delete env.SEED_DEMO;
  delete env.PUBLIC_URL;

  const child = spawn(process.execPath, [serverJs], { cwd: root, env, stdio: 'pipe' });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Should the bench crash before stop(), the server must not outlive it.
  const killNow = () => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', killNow);

  const stop = async () => {
    process.off('exit', killNow);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(forced);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  try {
    for (;;) {
      if (child.exitCode !== null) {
        throw new Error(`the server exited with code ${child.exitCode}:\n${output}`);
      }
      const healthy = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return { url, stop };
      if (Date.now() > deadline) {
        throw new Error(
          `the server was not healthy after ${START_TIMEOUT_MS / 1000} s:\n${output}`,
        );
      }
      await sleep(500);
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
