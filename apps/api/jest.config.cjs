module.exports = {
  ...require('@mitti/jest-presets/node'),
  // One migrated PGlite template per run, copied for each test file (a fresh initdb takes seconds).
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
  testTimeout: 30_000,
};
