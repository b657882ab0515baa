import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { deleteSpentSessionsAndTokens } from './repository';
import { SESSION_LIFETIME_DAYS } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The daily 'session-cleanup' job: sessions that were ended or whose token has expired go, and so
 * do link tokens a day after they were used or expired (until then a link still says which it was).
 */
export async function cleanUpSessions(
  db: Database,
  clock: Clock,
): Promise<{ sessions: number; tokens: number }> {
  const now = clock.now().getTime();
  return deleteSpentSessionsAndTokens(
    db,
    new Date(now - SESSION_LIFETIME_DAYS * DAY_MS),
    new Date(now - DAY_MS),
  );
}
