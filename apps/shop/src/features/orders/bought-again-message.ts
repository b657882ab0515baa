import type { LineBoughtAgain } from '@mitti/domain/cart';

/** What the toast says after Buy again: how many went in the cart, and each line that fell short. */
export function boughtAgainMessage(lines: LineBoughtAgain[]): {
  severity: 'success' | 'info' | 'error';
  text: string;
} {
  const units = lines.reduce((sum, line) => sum + line.added, 0);
  if (units === 0) return { severity: 'error', text: 'Nothing from this order is in stock now.' };
  const added = `Added ${units} ${units === 1 ? 'item' : 'items'} to your cart.`;
  const short = lines
    .filter((line) => line.added < line.wanted)
    .map(({ name, size, wanted, added }) =>
      added === 0
        ? `${name} (${size}) is not in stock now.`
        : `${name} (${size}): only ${added} of ${wanted} added.`,
    );
  return short.length === 0
    ? { severity: 'success', text: added }
    : { severity: 'info', text: [added, ...short].join(' ') };
}
