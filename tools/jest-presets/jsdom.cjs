const { transform, transformIgnorePatterns } = require('./swc-transform.cjs');

module.exports = {
  testEnvironment: require.resolve('jest-fixed-jsdom'),
  transform,
  transformIgnorePatterns,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  // user-event typing into MUI forms is slow on two busy cores
  testTimeout: 30_000,
  setupFilesAfterEnv: [require.resolve('./jsdom-setup.cjs')],
  moduleNameMapper: {
    '\\.(css|svg|png|jpg|jpeg|gif|webp)$': require.resolve('./file-stub.cjs'),
  },
};
