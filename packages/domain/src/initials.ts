/**
 * The first characters of a name's first `words` words, for an avatar. Characters, not UTF-16 units:
 * a name that starts with an emoji or another astral character keeps it whole instead of showing half
 * of it as a broken glyph.
 */
export function initials(name: string, words = 1): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, words)
    .map((word) => Array.from(word)[0]!.toUpperCase())
    .join('');
}
