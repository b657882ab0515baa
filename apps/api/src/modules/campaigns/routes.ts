import type { Campaign, CampaignFilterOptions, CampaignListResponse } from '@mitti/domain/campaign';
import type { CampaignListQuery, FilterOptionsQuery } from '@mitti/domain/campaign-schemas';
import { campaignListQuerySchema, filterOptionsQuerySchema } from '@mitti/domain/campaign-schemas';
import type { UserCampaignsResponse } from '@mitti/domain/investment';
import type { FastifyPluginCallback } from 'fastify';
import type { Changes } from '../../db/changes';
import { createAnswerCache } from '../../http/answer-cache';
import { createKnownQueries } from '../../http/known-queries';
import type { RequireUser } from '../../http/require-user';
import { readCampaignForm } from './campaign-form';
import type { CampaignsService } from './service';

export interface CampaignRoutesOptions {
  campaigns: CampaignsService;
  changes: Changes;
  requireUser: RequireUser;
  optionalUser: RequireUser;
}

/** The campaign calls of invest.md 7; the public ones read the caller when a token comes along. */
export const campaignRoutes: FastifyPluginCallback<CampaignRoutesOptions> = (
  app,
  { campaigns, changes, requireUser, optionalUser },
  done,
) => {
  const listings = createAnswerCache(changes, 'campaigns');
  const listingQueries = createKnownQueries();
  const pages = createAnswerCache(changes, 'campaigns');

  app.get(
    '/campaigns',
    {
      schema: { querystring: campaignListQuerySchema },
      onRequest: optionalUser,
      // A query seen before is not validated again to send its kept answer.
      preValidation: async (request, reply) => {
        const key = listingQueries.known(request);
        if (key !== undefined && (await listings.sendKept(reply, key))) return reply;
      },
      config: { publicRead: true },
    },
    async (request, reply) => {
      // Validated: defaults filled in, so equal queries have equal keys.
      const query = request.query as CampaignListQuery;
      const key = JSON.stringify(query);
      listingQueries.learn(request, key);
      if (await listings.send(reply, key, () => campaigns.publicList(query))) return reply;
      return campaigns.list(query, request.userId) satisfies Promise<CampaignListResponse>;
    },
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
    async (request, reply) => {
      const { id } = request.params;
      if (await pages.send(reply, id, () => campaigns.publicCampaign(id))) return reply;
      return campaigns.get(id, request.userId) satisfies Promise<Campaign>;
    },
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
