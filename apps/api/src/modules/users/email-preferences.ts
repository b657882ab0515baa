import type { EmailPreferences, EmailPreferencesBody } from '@mitti/domain/email-preferences';
import { EMAIL_TOPICS } from '@mitti/domain/email-preferences';
import type { Database } from '../../db/client';
import type { UnsubscribeSubject } from '../mail/unsubscribe-link';
import { readUnsubscribeToken } from '../mail/unsubscribe-link';
import { addOptOuts, listOptOuts, removeOptOuts } from './email-opt-outs-repository';
import { findUserById } from './repository';

/** Which news emails each user gets: the profile's switches and the emails' one-click links. */
export function createEmailPreferencesService(db: Database, jwtSecret: string) {
  async function preferences(userId: string): Promise<EmailPreferences> {
    const off = await listOptOuts(db, userId);
    return Object.fromEntries(
      EMAIL_TOPICS.map((topic) => [topic, !off.includes(topic)]),
    ) as EmailPreferences;
  }

  return {
    preferences,

    async setPreferences(userId: string, body: EmailPreferencesBody): Promise<EmailPreferences> {
      const off = EMAIL_TOPICS.filter((topic) => !body[topic]);
      await db.transaction(async (tx) => {
        await addOptOuts(tx, userId, off);
        await removeOptOuts(
          tx,
          userId,
          EMAIL_TOPICS.filter((topic) => body[topic]),
        );
      });
      return preferences(userId);
    },

    /** Whom and what an unsubscribe token names, if it is valid and its user still exists. */
    async readToken(token: string): Promise<UnsubscribeSubject | null> {
      const subject = await readUnsubscribeToken(jwtSecret, token);
      return subject && (await findUserById(db, subject.userId)) ? subject : null;
    },

    async unsubscribe({ userId, topic }: UnsubscribeSubject): Promise<void> {
      await addOptOuts(db, userId, [topic]);
    },
  };
}

export type EmailPreferencesService = ReturnType<typeof createEmailPreferencesService>;
