import { formatFullDate } from '@mitti/domain/calendar-date';

/** '5 March 2025' (en-IN), or 'N/A' for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return 'N/A';
  return formatFullDate(date);
}
