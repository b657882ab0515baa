import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_WORKERS, serverPort } from './support/servers';

// The config is also loaded by the worker processes: make one data dir per run, not per process.
process.env.MITTI_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'mitti-e2e-'));

/**
 * A server and a database per worker: a journey sees only what the journeys before it in the same
 * worker did, never a count moved by the other worker. Each file's journeys run in order in one
 * worker.
 */
function server(index: number) {
  const port = serverPort(index);
  return {
    command: 'node ../../apps/api/dist/server.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'pipe' as const,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: path.join(process.env.MITTI_E2E_DATA_DIR!, String(index)),
      LOG_LEVEL: 'warn',
      // Each journey's X-Forwarded-For names its own client address (support/test.ts).
      TRUST_PROXY: 'loopback',
    },
  };
}

export default defineConfig({
  testDir: './journeys',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => server(index)),
});
