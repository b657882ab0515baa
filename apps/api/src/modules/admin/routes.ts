import type {
  AdminCampaignsQuery,
  AdminCampaignsResponse,
  AdminOrderResponse,
  AdminOrdersQuery,
  AdminOrdersResponse,
  AdminReasonBody,
  AdminRefundRequestsResponse,
  CampaignApprovalBody,
  CampaignChangesResponse,
  CampaignRejectionBody,
  UpdateOrderStatusBody,
  VerificationRequest,
  VerificationRequestsResponse,
} from '@mitti/domain/admin';
import {
  adminCampaignsQuerySchema,
  adminOrdersQuerySchema,
  adminReasonSchema,
  campaignApprovalSchema,
  campaignRejectionSchema,
  updateOrderStatusSchema,
} from '@mitti/domain/admin';
import type { AdminPageQuery } from '@mitti/domain/admin-page';
import { adminPageQuerySchema } from '@mitti/domain/admin-page';
import type { Campaign } from '@mitti/domain/campaign';
import type { FastifyPluginCallback } from 'fastify';
import type { RequireUser } from '../../http/require-user';
import type { CampaignsService } from '../campaigns/service';
import type { OrdersService } from '../orders/service';
import type { RefundsService } from '../refunds/service';
import type { VerificationService } from '../verification/service';

export interface AdminRoutesOptions {
  campaigns: CampaignsService;
  verification: VerificationService;
  refunds: RefundsService;
  orders: OrdersService;
  requireUser: RequireUser;
  requireAdmin: RequireUser;
}

type Params = { Params: { id: string } };

/**
 * The operators' calls (issue 6): campaign review, farmer verification, refund oversight and order
 * fulfilment. Every route is for admins only: 401 without a session, 403 for anyone else.
 */
export const adminRoutes: FastifyPluginCallback<AdminRoutesOptions> = (
  app,
  { campaigns, verification, refunds, orders, requireUser, requireAdmin },
  done,
) => {
  app.addHook('onRequest', requireUser);
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/admin/campaigns',
    { schema: { querystring: adminCampaignsQuerySchema } },
    async (request): Promise<AdminCampaignsResponse> =>
      campaigns.reviewList(request.query as AdminCampaignsQuery),
  );

  app.get<Params>('/admin/campaigns/:id', async (request): Promise<{ campaign: Campaign }> => ({
    campaign: await campaigns.reviewed(request.params.id),
  }));

  app.post<Params>(
    '/admin/campaigns/:id/approve',
    { schema: { body: campaignApprovalSchema } },
    async (request): Promise<{ message: string; campaign: Campaign }> => {
      const { updatedAt } = request.body as CampaignApprovalBody;
      return {
        message: 'Campaign approved.',
        campaign: await campaigns.approve(request.userId, request.params.id, updatedAt),
      };
    },
  );

  app.get<Params>(
    '/admin/campaigns/:id/changes',
    async (request): Promise<CampaignChangesResponse> => ({
      changes: await campaigns.changeHistory(request.params.id),
    }),
  );

  app.post<Params>(
    '/admin/campaigns/:id/reject',
    { schema: { body: campaignRejectionSchema } },
    async (request): Promise<{ message: string; campaign: Campaign }> => {
      const { reason, updatedAt } = request.body as CampaignRejectionBody;
      return {
        message: 'Campaign sent back to the farmer.',
        campaign: await campaigns.reject(request.userId, request.params.id, updatedAt, reason),
      };
    },
  );

  app.get(
    '/admin/verification-requests',
    { schema: { querystring: adminPageQuerySchema } },
    async (request): Promise<VerificationRequestsResponse> =>
      verification.list(request.query as AdminPageQuery),
  );

  app.get<Params>(
    '/admin/verification-requests/:id',
    async (request): Promise<{ request: VerificationRequest }> => ({
      request: await verification.get(request.params.id),
    }),
  );

  app.post<Params>(
    '/admin/verification-requests/:id/approve',
    async (request): Promise<{ message: string; request: VerificationRequest }> => ({
      message: 'Farmer verified.',
      request: await verification.approve(request.userId, request.params.id),
    }),
  );

  app.post<Params>(
    '/admin/verification-requests/:id/decline',
    { schema: { body: adminReasonSchema } },
    async (request): Promise<{ message: string; request: VerificationRequest }> => {
      const { reason } = request.body as AdminReasonBody;
      return {
        message: 'Verification request declined.',
        request: await verification.decline(request.userId, request.params.id, reason),
      };
    },
  );

  app.get(
    '/admin/refund-requests',
    { schema: { querystring: adminPageQuerySchema } },
    async (request): Promise<AdminRefundRequestsResponse> =>
      refunds.oversight(request.query as AdminPageQuery),
  );

  app.get(
    '/admin/orders',
    { schema: { querystring: adminOrdersQuerySchema } },
    async (request): Promise<AdminOrdersResponse> =>
      orders.listAll(request.query as AdminOrdersQuery),
  );

  app.patch<Params>(
    '/admin/orders/:id',
    { schema: { body: updateOrderStatusSchema } },
    async (request): Promise<AdminOrderResponse> => {
      const { orderStatus } = request.body as UpdateOrderStatusBody;
      return orders.move(request.userId, request.params.id, orderStatus);
    },
  );

  done();
};
