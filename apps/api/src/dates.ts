/** A `date` column ('2025-03-01') as the ISO string the wire carries. */
export function isoDate(day: string): string {
  return new Date(`${day}T00:00:00.000Z`).toISOString();
}
