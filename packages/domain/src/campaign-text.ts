/**
 * The impact list: the text split into sentences on full stops, trimmed, blanks dropped. Only a full
 * stop followed by a space or the end splits, so '2.5 tonnes' stays in one sentence.
 */
export function impactSentences(impactMetrics: string | null | undefined): string[] {
  return (impactMetrics ?? '')
    .split(/\.(?=\s|$)/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** The Fund Allocation items: the text split on '. ', trimmed, a last full stop dropped, blanks dropped. */
export function fundUsageItems(fundUsage: string | null | undefined): string[] {
  return (fundUsage ?? '')
    .split('. ')
    .map((item) => item.trim().replace(/\.$/, '').trim())
    .filter(Boolean);
}

/** The first 'N%' written in a fund-usage item, for its badge; null when it names none. */
export function fundUsagePercent(item: string): number | null {
  const match = /(\d+(?:\.\d+)?)\s*%/.exec(item);
  return match?.[1] === undefined ? null : Number(match[1]);
}
