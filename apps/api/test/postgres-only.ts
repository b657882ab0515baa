/**
 * A describe for what only PostgreSQL has (several connections, backends to kill). Without
 * DATABASE_URL its tests are reported as skipped, and its name says why.
 */
export const describeOnPostgres = (name: string, tests: () => void): void => {
  if (process.env.DATABASE_URL) describe(name, tests);
  else describe.skip(`${name} [PostgreSQL only: skipped without DATABASE_URL]`, tests);
};
