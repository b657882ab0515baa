/**
 * The e2e run starts one server per worker, each with its own database, on ports from E2E_PORT
 * up: worker N's journeys talk to the Nth (playwright.config.ts, support/test.ts).
 */
export const E2E_WORKERS = 2;

export function serverPort(parallelIndex: number): number {
  return Number(process.env.E2E_PORT ?? 3199) + parallelIndex;
}
