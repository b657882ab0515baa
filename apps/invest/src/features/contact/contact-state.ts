/** The navigation state the campaign page's Contact Us button passes to /contact (invest.md 2). */
export interface ContactCampaign {
  campaignId: string;
  campaignTitle: string;
}

export function readContactCampaign(state: unknown): ContactCampaign | null {
  if (typeof state !== 'object' || state === null) return null;
  const { campaignId, campaignTitle } = state as Partial<Record<keyof ContactCampaign, unknown>>;
  return typeof campaignId === 'string' && campaignId && typeof campaignTitle === 'string'
    ? { campaignId, campaignTitle }
    : null;
}
