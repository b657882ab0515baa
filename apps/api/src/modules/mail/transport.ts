import nodemailer from 'nodemailer';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import { mailDir, writeMailFile } from './mail-files';
import type { OutgoingMail } from './message';

/** Sends one message; throws when it could not, so the job is retried. */
export type SendMail = (mail: OutgoingMail) => Promise<void>;

/**
 * Through SMTP_URL when set, otherwise into DATA_DIR/mail as .eml files (nodemailer builds the raw
 * message either way). A mail server that does not answer fails the attempt within seconds rather
 * than holding a worker.
 */
export function createMailTransport(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  clock: Clock,
): { send: SendMail; close(): void } {
  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async send(mail) {
        await smtp.sendMail({ from: config.mailFrom, ...mail });
      },
      close: () => smtp.close(),
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const dir = mailDir(config.dataDir);
  return {
    async send(mail) {
      const info = await files.sendMail({ from: config.mailFrom, ...mail });
      await writeMailFile(dir, clock, info.message as Buffer);
    },
    close: () => files.close(),
  };
}
