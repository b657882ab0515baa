import type { Database } from '../../db/client';
import type { JobQueue } from '../jobs/queue';
import type { EmailContent } from './message';
import { renderEmail } from './templates/layout';

/** Where services put a message: rendered now, sent by the 'send-email' job after the commit. */
export interface Outbox {
  /** In the caller's transaction: a change that rolls back sends nothing. */
  send(tx: Database, to: string, content: EmailContent): Promise<void>;
}

export function createOutbox(queue: JobQueue, publicUrl: string): Outbox {
  return {
    send: (tx, to, content) => queue.send(tx, 'send-email', renderEmail(to, content, publicUrl)),
  };
}
