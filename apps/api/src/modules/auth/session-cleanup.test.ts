import { eq, inArray } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { accountTokens, sessions } from '../../db/schema/users';
import { insertTestToken } from '../../../test/account-tokens';
import { testClock } from '../../../test/test-clock';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';
import { hashAccountToken } from './account-tokens';
import { insertSession, revokeSession } from './repository';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const clock = testClock('2030-05-01T09:00:00Z');
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
});
afterAll(() => ctx.close());

const ago = (ms: number) => new Date(clock.now().getTime() - ms);

/** Runs the scheduled job through the queue, as pg-boss's cron would, and waits for it. */
async function runCleanupJob(): Promise<void> {
  const done = ctx.app.jobs.spy('session-cleanup').waitForJob(() => true, 'completed');
  await ctx.app.jobs.send(ctx.db, 'session-cleanup', {});
  await done;
}

async function remainingSessions(ids: string[]): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(inArray(sessions.id, ids));
  return rows.map((row) => row.id);
}

async function remainingTokens(tokens: string[]): Promise<string[]> {
  const hashes = tokens.map(hashAccountToken);
  const rows = await ctx.db
    .select({ tokenHash: accountTokens.tokenHash })
    .from(accountTokens)
    .where(inArray(accountTokens.tokenHash, hashes));
  return tokens.filter((token) => rows.some((row) => row.tokenHash === hashAccountToken(token)));
}

async function usedToken(userId: string, usedAt: Date): Promise<string> {
  const token = await insertTestToken(ctx.db, userId, 'reset-password', new Date(usedAt));
  await ctx.db
    .update(accountTokens)
    .set({ usedAt })
    .where(eq(accountTokens.tokenHash, hashAccountToken(token)));
  return token;
}

describe('the session-cleanup job', () => {
  it('deletes ended and expired sessions and spent link tokens, keeping live ones', async () => {
    const owner = await newUser(ctx.app);
    const userId = owner.user._id;
    // A week on, the sign-in newUser made is as old as its token's lifetime.
    clock.set(new Date(clock.now().getTime() + 7 * DAY_MS + HOUR_MS).toISOString());

    const live = await insertSession(ctx.db, userId, ago(6 * DAY_MS));
    const expired = await insertSession(ctx.db, userId, ago(8 * DAY_MS));
    const ended = await insertSession(ctx.db, userId, ago(HOUR_MS));
    await revokeSession(ctx.db, ended, ago(30 * 60 * 1000));
    const weekOld = decodeJwt(owner.token).sid as string;

    const unused = await insertTestToken(ctx.db, userId, 'confirm-email', ago(-HOUR_MS));
    const expiredToday = await insertTestToken(ctx.db, userId, 'reset-password', ago(2 * HOUR_MS));
    const expiredLongAgo = await insertTestToken(ctx.db, userId, 'reset-password', ago(DAY_MS + 1));
    const usedToday = await usedToken(userId, ago(2 * HOUR_MS));
    const usedLongAgo = await usedToken(userId, ago(DAY_MS + 1));

    await runCleanupJob();

    expect(await remainingSessions([live, expired, ended, weekOld])).toEqual([live]);
    expect(
      await remainingTokens([unused, expiredToday, expiredLongAgo, usedToday, usedLongAgo]),
    ).toEqual([unused, expiredToday, usedToday]);
  });

  it('leaves a fresh sign-in working', async () => {
    const owner = await newUser(ctx.app);
    await runCleanupJob();
    const res = await ctx.app.inject({ url: '/api/user-profile', headers: bearer(owner.token) });
    expect(res.statusCode).toBe(200);
  });
});
