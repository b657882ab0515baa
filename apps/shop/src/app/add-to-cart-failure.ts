import { failedWith, failureMessage, wasNotFound } from '@mitti/api-client/api-failure';

/**
 * The toast of a failed Add to Cart: the spec's words (the catalogue's and the product page's
 * differ), then the reason when the shopper can act on it: the server's sentence saying how many
 * are left, or that the product was taken off sale since the page was drawn. Shared by the
 * catalogue and product features.
 */
export function addToCartFailure(specText: string, error: unknown): string {
  const sentence = specText.endsWith('.') ? specText : `${specText}.`;
  if (failedWith(error, 'OUT_OF_STOCK')) return `${sentence} ${failureMessage(error, '')}`;
  if (wasNotFound(error)) return `${sentence} This product is no longer sold.`;
  return specText;
}
