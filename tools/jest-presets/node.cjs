const { transform, transformIgnorePatterns } = require('./swc-transform.cjs');

module.exports = {
  testEnvironment: 'node',
  transform,
  transformIgnorePatterns,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['<rootDir>/src/**/*.test.ts'],
};
