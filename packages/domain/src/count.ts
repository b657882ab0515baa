const counts = new Intl.NumberFormat('en-IN');

/** A count as people in India read it: 83,328 and 1,00,000. */
export function formatCount(count: number): string {
  return counts.format(count);
}
