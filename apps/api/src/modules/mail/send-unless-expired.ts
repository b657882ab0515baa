import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { SendMail } from './transport';

/**
 * The 'send-email' job. A message whose link expired while it waited (its mail server was down for
 * longer than a reset link lives) is dropped and logged: sent late, it would offer a link that says
 * it has expired. The person asks for a new one as they would anyway.
 */
export function sendUnlessExpired(send: SendMail, clock: Clock, log: FastifyBaseLogger): SendMail {
  return async ({ sendBefore, ...mail }) => {
    if (sendBefore && clock.now().getTime() >= Date.parse(sendBefore)) {
      log.warn({ subject: mail.subject, sendBefore }, 'email not sent: its link expired first');
      return;
    }
    await send(mail);
  };
}
