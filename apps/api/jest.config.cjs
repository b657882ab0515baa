const { availableParallelism } = require('node:os');

module.exports = {
  ...require('@mitti/jest-presets/node'),
  testMatch: ['<rootDir>/{src,test}/**/*.test.ts'],
  // One migrated PGlite template per run, copied for each test file (a fresh initdb takes seconds).
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // A safety net against a hung test: opening a database copy took over 30 s on a busy machine.
  testTimeout: 60_000,
  // At least two workers, even on two cores (jest's default is one fewer than the cores): each test
  // file has its own database, and this suite runs on long after `pnpm test`'s other packages finish.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // A worker ends the run holding 1.5-2 GB of heap not yet collected, and tearing a heap that size
  // down on exit takes about jest's default 500 ms (a plain node process: 460 ms at 1.4 GB, 1.1 s at
  // 4 GB): workers with no handle left open were reported as 'failed to exit gracefully'.
  workerGracefulExitTimeout: 5_000,
};
