import { wasNotFound } from '@mitti/api-client/api-failure';
import { campaignEndpoints } from '@mitti/api-client/campaign-endpoints';
import type { AppStore } from '@mitti/auth/app-store';
import type { PageMeta } from '@mitti/auth/route-handle';
import type { Campaign } from '@mitti/domain/campaign';
import { fundedPercent } from '@mitti/domain/funding';
import { formatRupees, rupeesToPaise } from '@mitti/domain/money';
import type { LoaderFunctionArgs } from 'react-router';
import { data } from 'react-router';

/** What a shared link to the campaign shows (WhatsApp, X): its title, picture and progress. */
export function campaignMeta(campaign: Campaign): PageMeta {
  const percent = fundedPercent(
    rupeesToPaise(campaign.raisedAmount),
    rupeesToPaise(campaign.fundingGoal),
  );
  return {
    title: campaign.campaignTitle,
    description:
      `${campaign.farmName}, ${campaign.farmLocation}: ${formatRupees(campaign.raisedAmount)} ` +
      `raised of ${formatRupees(campaign.fundingGoal)} (${percent}% funded).`,
    image: campaign.visuals[0]?.url,
  };
}

/**
 * What the campaign page learns from its loader: its meta, or that there is no such campaign (so the
 * page says so without asking again: a failed query would be fetched again by the page's hook).
 */
export type CampaignLoaderData = { meta: PageMeta } | { notFound: true } | null;

/** The campaign page's data; a campaign that does not exist answers 404. */
export function campaignLoader(store: AppStore) {
  return async ({ params }: LoaderFunctionArgs) => {
    const { data: campaign, error } = await store.dispatch(
      campaignEndpoints.campaign.initiate(params.id ?? '', { subscribe: false }),
    );
    if (campaign) return { meta: campaignMeta(campaign) };
    return wasNotFound(error) ? data({ notFound: true as const }, { status: 404 }) : null;
  };
}
