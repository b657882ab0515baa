const { transform, transformIgnorePatterns } = require('./swc-transform.cjs');

module.exports = {
  testEnvironment: require.resolve('jest-fixed-jsdom'),
  transform,
  transformIgnorePatterns,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  // user-event typing into MUI forms, and role queries over long lists, are slow in jsdom: a test
  // of 13 s on a quiet machine took over 30 s on a busy one (CI runs two packages at once).
  testTimeout: 60_000,
  setupFilesAfterEnv: [require.resolve('./jsdom-setup.cjs')],
  moduleNameMapper: {
    '\\.(css|svg|png|jpg|jpeg|gif|webp)$': require.resolve('./file-stub.cjs'),
  },
};
