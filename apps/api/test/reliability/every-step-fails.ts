import { existsSync, readdirSync } from 'node:fs';
import type { LightMyRequestResponse as Response } from 'fastify';
import { uploadsDir } from '../../src/storage/local-storage';
import type { TestContext } from '../test-app';
import type { FaultInjector } from './fault-injection';
import { connectionsInUse, INJECTED_FAULT, snapshotTables } from './fault-injection';

/** One write of the API, sent again and again from a fresh situation each time. */
export interface WriteScenario<Setup> {
  /** Makes a fresh situation (the database is not armed) and answers what `send` needs. */
  prepare(): Promise<Setup>;
  send(setup: Setup): Promise<Response>;
  /** The status of a success. */
  succeeds: number;
  /** Checks the rows a success leaves. */
  done(setup: Setup): Promise<void>;
}

const GENERIC_5XX = {
  message: 'Something went wrong on our side. Please try again.',
  code: 'INTERNAL',
};

function uploadedFiles(ctx: TestContext): string[] {
  const dir = uploadsDir(ctx.config.dataDir);
  return existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort() : [];
}

/**
 * Runs the write once to learn its statements, then once per statement with that statement failing:
 * the answer is the generic 500, no row of any table and no uploaded file changed, and the same
 * request sent again succeeds. Answers the statements, for the test's own expectations.
 */
export async function failEachStatement<Setup>(
  ctx: TestContext,
  faults: FaultInjector,
  scenario: WriteScenario<Setup>,
): Promise<string[]> {
  const first = await scenario.prepare();
  faults.arm(0);
  const probe = await scenario.send(first);
  const statements = faults.disarm();
  expect(probe.statusCode).toBe(scenario.succeeds);
  await scenario.done(first);

  for (let step = 1; step <= statements.length; step += 1) {
    const setup = await scenario.prepare();
    const rows = await snapshotTables(ctx.db);
    const files = uploadedFiles(ctx);
    faults.arm(step);
    const failed = await scenario.send(setup);
    const seen = faults.disarm();
    expect({
      step,
      statement: seen[step - 1],
      status: failed.statusCode,
      body: failed.json<unknown>(),
    }).toEqual({
      step,
      statement: statements[step - 1],
      status: 500,
      body: GENERIC_5XX,
    });
    expect(failed.body).not.toContain(INJECTED_FAULT);
    expect(await snapshotTables(ctx.db)).toEqual(rows);
    expect(uploadedFiles(ctx)).toEqual(files);
    expect({ step, connectionsInUse: connectionsInUse(ctx.db) }).toEqual({
      step,
      connectionsInUse: 0,
    });

    const retried = await scenario.send(setup);
    expect({ step, status: retried.statusCode }).toEqual({ step, status: scenario.succeeds });
    await scenario.done(setup);
  }
  return statements;
}
