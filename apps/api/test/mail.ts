import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import type { Database } from '../src/db/client';
import type { TestSmtpServer } from './smtp-server';

/** The next message to this address with this subject; other messages that arrive first are passed over. */
export async function mailTo(
  smtp: TestSmtpServer,
  to: string,
  subject: string,
): Promise<ParsedMail> {
  return (await mailsTo(smtp, [to, subject]))[0]!;
}

/**
 * The next message of each address and subject, in the order asked, whichever arrives first (the
 * messages of one change go out as separate jobs); other messages are passed over.
 */
export async function mailsTo(
  smtp: TestSmtpServer,
  ...wanted: [to: string, subject: string][]
): Promise<ParsedMail[]> {
  const found: (ParsedMail | undefined)[] = wanted.map(() => undefined);
  while (found.includes(undefined)) {
    const mail = await smtp.nextMessage();
    const address = Array.isArray(mail.to) ? undefined : mail.to?.text;
    const index = wanted.findIndex(
      ([to, subject], at) => !found[at] && address === to && mail.subject === subject,
    );
    if (index >= 0) found[index] = mail;
  }
  return found as ParsedMail[];
}

/** The subjects of every email put in the queue for this address, in order: what was (or will be) sent. */
export async function queuedSubjects(db: Database, to: string): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT data->>'subject' AS subject FROM pgboss.job
    WHERE name = 'send-email' AND data->>'to' = ${to}
    ORDER BY created_on, id`);
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return (rows as { subject: string }[]).map((row) => row.subject);
}

/** A header as it came over the wire (mailparser folds the List-* headers into one object). */
export function rawHeader(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line?.slice(line.indexOf(':') + 1).trim();
}

/** The one-click link of a news message, from its List-Unsubscribe header. */
export function listUnsubscribeUrl(mail: ParsedMail): string | undefined {
  return rawHeader(mail, 'List-Unsubscribe')?.replace(/^<|>$/g, '');
}
