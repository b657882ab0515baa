/** Placeholder until the page is built (issue 5). */
export function CheckoutPage() {
  return null;
}
