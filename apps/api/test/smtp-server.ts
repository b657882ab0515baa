import type { AddressInfo } from 'node:net';
import type { ParsedMail } from 'mailparser';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: ParsedMail[];
  /** The next message to arrive (or the first not yet taken by an earlier call). */
  nextMessage(): Promise<ParsedMail>;
  /** Stops listening: the mail server is down, connections are refused. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/** A real SMTP server in this process, on a free port, that keeps every message it accepts. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  let taken = 0;
  const waiting: ((mail: ParsedMail) => void)[] = [];
  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            const waiter = waiting.shift();
            if (waiter) {
              taken += 1;
              waiter(mail);
            }
            callback();
          })
          .catch(callback);
      },
    });
  let server = create();
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () =>
        resolve((server.server.address() as AddressInfo).port),
      );
    });
  const port = await listen(0);

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    nextMessage() {
      if (taken < received.length) return Promise.resolve(received[taken++]!);
      return new Promise((resolve) => waiting.push(resolve));
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
    async start() {
      server = create();
      await listen(port);
    },
  };
}
