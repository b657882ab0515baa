// pnpm test:reliability: the built server as child processes (SIGKILL under load, two instances on one
// PostgreSQL). Slow, so kept out of `pnpm test`; needs `pnpm --filter @mitti/api build` first.
module.exports = {
  ...require('@mitti/jest-presets/node'),
  testMatch: ['<rootDir>/test/reliability/*.reliability.ts'],
  testTimeout: 120_000,
  maxWorkers: 1,
};
