import { failedWith, failureMessage } from '@mitti/api-client/api-failure';

/**
 * The toast of a failed Add to Cart: the spec's words (the catalogue's and the product page's
 * differ), then, when the stock was the reason, the server's sentence saying how many are left,
 * the one refusal a shopper can act on. Shared by the catalogue and product features.
 */
export function addToCartFailure(specText: string, error: unknown): string {
  if (!failedWith(error, 'OUT_OF_STOCK')) return specText;
  const sentence = specText.endsWith('.') ? specText : `${specText}.`;
  return `${sentence} ${failureMessage(error, '')}`;
}
