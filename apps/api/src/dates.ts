/** A form's date as a `date` column stores it; yup reads '2025-03-01' as local midnight. */
export function dayOf(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const dayOfMonth = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${dayOfMonth}`;
}

/** A `date` column ('2025-03-01') as the ISO string the wire carries. */
export function isoDate(day: string): string {
  return new Date(`${day}T00:00:00.000Z`).toISOString();
}
