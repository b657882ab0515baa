import type { CampaignListResponse } from '@mitti/domain/campaign';
import type { ContactMessageBody } from '@mitti/domain/campaign-schemas';
import { api } from './api';

/** How many public campaigns the contact form offers to ask about. */
const CONTACT_CAMPAIGN_CHOICES = 50;

const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /contact: to the campaign's farmer, or to the Mitti team without a campaignId. */
    sendContactMessage: build.mutation<{ message: string }, ContactMessageBody>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
    /** The contact form's campaign choices; kept apart from the listing's localStorage copy. */
    contactCampaignChoices: build.query<CampaignListResponse, void>({
      query: () => ({ url: '/campaigns', params: { limit: CONTACT_CAMPAIGN_CHOICES } }),
      providesTags: [{ type: 'Campaign', id: 'LIST' }],
    }),
  }),
});

export const { useSendContactMessageMutation, useContactCampaignChoicesQuery } = contactApi;

/** The endpoints, for route loaders. */
export const contactEndpoints = contactApi.endpoints;
