import type { ExportRange } from '@mitti/domain/exports';

/** A day in the user's time zone as a date input's value, YYYY-MM-DD. */
function dayText(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The range the Exports tab opens with: this month so far. */
export function monthToDate(now = new Date()): ExportRange {
  return { from: dayText(new Date(now.getFullYear(), now.getMonth(), 1)), to: dayText(now) };
}
