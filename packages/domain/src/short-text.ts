/**
 * The text on one line (runs of white space as one space), cut to at most `maxChars` characters with
 * '…' at the end when it is longer. Counts characters, not UTF-16 units, so no emoji is cut in half.
 */
export function shortText(text: string, maxChars: number): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  if (characters.length <= maxChars) return characters.join('');
  return `${characters
    .slice(0, maxChars - 1)
    .join('')
    .trimEnd()}…`;
}
