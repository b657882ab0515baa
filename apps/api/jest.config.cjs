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
};
