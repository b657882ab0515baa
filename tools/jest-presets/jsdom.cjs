const { transform, transformIgnorePatterns } = require('./swc-transform.cjs');

module.exports = {
  testEnvironment: require.resolve('jest-fixed-jsdom'),
  transform,
  transformIgnorePatterns,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: [require.resolve('./jsdom-setup.cjs')],
  moduleNameMapper: {
    '\\.(css|svg|png|jpg|jpeg|gif|webp)$': require.resolve('./file-stub.cjs'),
  },
};
