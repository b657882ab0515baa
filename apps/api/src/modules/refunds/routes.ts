import type {
  RefundDecisionResponse,
  RefundRequestBody,
  RefundRequestsResponse,
} from '@mitti/domain/refund-request';
import type { RefundRequestPageQuery, RejectRefundBody } from '@mitti/domain/refund-schemas';
import {
  refundRequestPageQuerySchema,
  refundRequestSchema,
  rejectRefundSchema,
} from '@mitti/domain/refund-schemas';
import type { FastifyPluginCallback } from 'fastify';
import type { RequireUser } from '../../http/require-user';
import type { RefundsService } from './service';

export interface RefundRoutesOptions {
  refunds: RefundsService;
  requireUser: RequireUser;
}

/** Refund requests: the investor asks (invest.md 7), the campaign's owner or an admin decides. */
export const refundRoutes: FastifyPluginCallback<RefundRoutesOptions> = (
  app,
  { refunds, requireUser },
  done,
) => {
  app.post(
    '/campaigns/refundRequest',
    { schema: { body: refundRequestSchema }, onRequest: requireUser },
    async (request, reply): Promise<{ message: string }> => {
      const body = request.body as RefundRequestBody;
      await refunds.request(request.userId, body.investId, body.Reason);
      reply.status(201);
      return { message: 'Your refund request has been submitted for review.' };
    },
  );

  app.get(
    '/refund-requests',
    { schema: { querystring: refundRequestPageQuerySchema }, onRequest: requireUser },
    async (request): Promise<RefundRequestsResponse> =>
      refunds.list(request.userId, request.query as RefundRequestPageQuery),
  );

  app.post<{ Params: { id: string } }>(
    '/refund-requests/:id/approve',
    { onRequest: requireUser },
    async (request): Promise<RefundDecisionResponse> => ({
      message: 'Refund approved.',
      request: await refunds.approve(request.userId, request.params.id),
    }),
  );

  app.post<{ Params: { id: string } }>(
    '/refund-requests/:id/reject',
    { schema: { body: rejectRefundSchema }, onRequest: requireUser },
    async (request): Promise<RefundDecisionResponse> => {
      const { note } = request.body as RejectRefundBody;
      return {
        message: 'Refund rejected.',
        request: await refunds.reject(request.userId, request.params.id, note),
      };
    },
  );

  done();
};
