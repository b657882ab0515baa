import type { Campaign, CampaignFilterOptions, CampaignListResponse } from '@mitti/domain/campaign';
import type { CampaignListQuery, FilterOptionsQuery } from '@mitti/domain/campaign-schemas';
import { campaignListQuerySchema, filterOptionsQuerySchema } from '@mitti/domain/campaign-schemas';
import type { UserCampaignsResponse } from '@mitti/domain/investment';
import type { FastifyPluginCallback } from 'fastify';
import type { RequireUser } from '../../http/require-user';
import { readCampaignForm } from './campaign-form';
import type { CampaignsService } from './service';

export interface CampaignRoutesOptions {
  campaigns: CampaignsService;
  requireUser: RequireUser;
  optionalUser: RequireUser;
}

/** The campaign calls of invest.md 7; the public ones read the caller when a token comes along. */
export const campaignRoutes: FastifyPluginCallback<CampaignRoutesOptions> = (
  app,
  { campaigns, requireUser, optionalUser },
  done,
) => {
  app.get(
    '/campaigns',
    {
      schema: { querystring: campaignListQuerySchema },
      onRequest: optionalUser,
      config: { publicRead: true },
    },
    async (request): Promise<CampaignListResponse> =>
      campaigns.list(request.query as CampaignListQuery, request.userId),
  );

  app.get(
    '/campaigns/filters/options',
    { schema: { querystring: filterOptionsQuerySchema }, config: { publicRead: true } },
    async (request): Promise<CampaignFilterOptions> =>
      campaigns.filterOptions(request.query as FilterOptionsQuery),
  );

  app.get<{ Params: { id: string } }>(
    '/campaigns/:id',
    { onRequest: optionalUser, config: { publicRead: true } },
    async (request): Promise<Campaign> => campaigns.get(request.params.id, request.userId),
  );

  app.post('/campaigns', { onRequest: requireUser }, async (request, reply): Promise<Campaign> => {
    const campaign = await campaigns.create(request.userId, () => readCampaignForm(request));
    reply.status(201);
    return campaign;
  });

  app.put<{ Params: { id: string } }>(
    '/campaigns/editCampaign/:id',
    { onRequest: requireUser },
    async (request): Promise<Campaign> =>
      campaigns.edit(request.userId, request.params.id, () => readCampaignForm(request)),
  );

  app.delete<{ Params: { id: string } }>(
    '/campaigns/:id',
    { onRequest: requireUser },
    async (request): Promise<{ message: string }> => {
      await campaigns.remove(request.userId, request.params.id);
      return { message: 'Campaign deleted successfully!' };
    },
  );

  app.get(
    '/user-campaigns',
    { onRequest: requireUser },
    async (request): Promise<UserCampaignsResponse> => campaigns.userCampaigns(request.userId),
  );

  done();
};
