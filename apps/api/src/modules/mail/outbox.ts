import type { EmailTopic } from '@mitti/domain/email-preferences';
import type { Database } from '../../db/client';
import type { JobQueue } from '../jobs/queue';
import { acceptsNews } from '../users/email-opt-outs-repository';
import type { EmailContent } from './message';
import { renderEmail } from './templates/layout';
import { unsubscribeUrl } from './unsubscribe-link';

/**
 * Which waiting email goes first: a password reset or a confirmation link (account) must not wait
 * behind a campaign's news to a thousand investors, nor a receipt or refund (money).
 */
const MAIL_PRIORITY: Record<EmailContent['kind'], number> = {
  account: 2,
  money: 1,
  news: 0,
};

/** Where services put a message: rendered now, sent by the 'send-email' job after the commit. */
export interface Outbox {
  /**
   * In the caller's transaction: a change that rolls back sends nothing. News of a topic the
   * recipient turned off, or to a disabled account, is not sent.
   */
  send(tx: Database, to: string, content: EmailContent): Promise<void>;
  /** The one-click unsubscribe link a news message to this user carries. */
  unsubscribeUrl(userId: string, topic: EmailTopic): Promise<string>;
}

export function createOutbox(queue: JobQueue, publicUrl: string, jwtSecret: string): Outbox {
  return {
    async send(tx, to, content) {
      if (content.kind === 'news' && !(await acceptsNews(tx, to, content.topic))) return;
      await queue.send(tx, 'send-email', renderEmail(to, content, publicUrl), {
        priority: MAIL_PRIORITY[content.kind],
      });
    },
    unsubscribeUrl: (userId, topic) => unsubscribeUrl(jwtSecret, publicUrl, userId, topic),
  };
}
