/**
 * Each entry once, where it first appears: pages of a list read one after another overlap by one when
 * an entry is added at its top meanwhile.
 */
export function uniqueById<T extends { _id: string }>(entries: readonly T[]): T[] {
  return [...new Map(entries.map((entry) => [entry._id, entry])).values()];
}
