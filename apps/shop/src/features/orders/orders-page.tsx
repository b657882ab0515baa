/** Placeholder until the page is built (issue 5). */
export function OrdersPage() {
  return null;
}
