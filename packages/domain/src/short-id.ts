/** Ids as the screens show them (invest.md 9, shop.md 9). */
export function lastChars(id: string, count: number): string {
  return count > 0 ? id.slice(-count) : '';
}

/** Invested-farm side panel: the campaign ID's last 6 characters. */
export function shortCampaignId(id: string): string {
  return lastChars(id, 6);
}

/** Dashboard investment cards: the last 8 characters, uppercase. */
export function shortInvestmentId(id: string): string {
  return lastChars(id, 8).toUpperCase();
}

/** Orders: the order number is the id's last 6 characters. */
export function orderNumber(id: string): string {
  return lastChars(id, 6);
}
