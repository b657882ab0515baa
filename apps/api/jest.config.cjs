module.exports = {
  ...require('@mitti/jest-presets/node'),
  testMatch: ['<rootDir>/{src,test}/**/*.test.ts'],
  // One migrated PGlite template per run, copied for each test file (a fresh initdb takes seconds).
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 30_000,
};
