const preset = require('@mitti/jest-presets/node');

// Packages Jest must compile: the preset's ESM-only ones, content-disposition 3 (ESM-only, imported by
// @fastify/static), and PGlite, whose CommonJS build loads Node built-ins with import(), which Jest's
// module sandbox refuses without --experimental-vm-modules (swc turns those into require()).
// pnpm keeps them under node_modules/.pnpm/<name>@<version>/node_modules/<name>.
const TRANSFORMED = [
  'ky',
  'jose',
  'file-type',
  'strtok3',
  'token-types',
  'peek-readable',
  'uint8array-extras',
  '@tokenizer',
  '@borewit',
  'content-disposition',
  'cookie',
  '@electric-sql',
]
  .map((name) => name.replace('/', '\\+?/?'))
  .join('|');

module.exports = {
  ...preset,
  transformIgnorePatterns: [
    `/node_modules/(?!(\\.pnpm/(${TRANSFORMED})[^/]*/node_modules/)?(${TRANSFORMED}))`,
  ],
  // One migrated PGlite template per run, copied for each test file (a fresh initdb takes seconds).
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
  testTimeout: 30_000,
};
