import type { VerificationRequestBody } from '@mitti/domain/campaign-schemas';
import { verificationRequestSchema } from '@mitti/domain/campaign-schemas';
import type { FastifyPluginCallback } from 'fastify';
import type { RequireUser } from '../../http/require-user';
import type { VerificationService } from './service';

export interface VerificationRoutesOptions {
  verification: VerificationService;
  requireUser: RequireUser;
}

export const verificationRoutes: FastifyPluginCallback<VerificationRoutesOptions> = (
  app,
  { verification, requireUser },
  done,
) => {
  app.post(
    '/sending-request',
    { schema: { body: verificationRequestSchema }, onRequest: requireUser },
    async (request, reply): Promise<{ message: string }> => {
      await verification.sendRequest(request.userId, request.body as VerificationRequestBody);
      reply.status(201);
      return { message: "Request sent successfully! We'll be in touch." };
    },
  );

  done();
};
