import type { ContactMessageBody } from '@mitti/domain/campaign-schemas';
import { contactMessageSchema } from '@mitti/domain/campaign-schemas';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { RequireUser } from '../../http/require-user';
import type { RateLimit } from '../auth/routes';
import type { ContactService } from './service';

export interface ContactRoutesOptions {
  contact: ContactService;
  optionalUser: RequireUser;
  /** Messages per IP. */
  rateLimit: RateLimit;
}

export const contactRoutes: FastifyPluginCallback<ContactRoutesOptions> = (
  app,
  { contact, optionalUser, rateLimit: { max, timeWindowMs } },
  done,
) => {
  app.post(
    '/contact',
    {
      schema: { body: contactMessageSchema },
      onRequest: optionalUser,
      config: {
        rateLimit: {
          max,
          timeWindow: timeWindowMs,
          keyGenerator: (request: FastifyRequest) => request.ip,
        },
      },
    },
    async (request, reply): Promise<{ message: string }> => {
      const answer = await contact.send(request.userId, request.body as ContactMessageBody);
      reply.status(201);
      return answer;
    },
  );

  done();
};
