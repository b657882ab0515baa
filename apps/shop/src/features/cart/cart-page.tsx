/** Placeholder until the page is built (issue 5). */
export function CartPage() {
  return null;
}
