import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);
// The config is also loaded by the worker processes: make one data dir per run, not per process.
process.env.MITTI_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'mitti-e2e-'));

export default defineConfig({
  testDir: './journeys',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed journey keeps its trace: actions, DOM snapshots, network, console. Without the
    // screencast, which took a third of the run's CPU (campaigns.spec.ts: 97 CPU-seconds, 57 s; 69, 43 s).
    trace: { mode: 'retain-on-failure', screenshots: false },
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
  webServer: {
    command: 'node ../../apps/api/dist/server.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: process.env.MITTI_E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Each journey's X-Forwarded-For names its own client address (support/test.ts).
      TRUST_PROXY: 'loopback',
    },
  },
});
