import { formatFullDate } from '@mitti/domain/dates';

export interface DateTextProps {
  /** An ISO date or date-time. */
  iso: string | null | undefined;
  /** Shown for a missing or unreadable date. */
  fallback?: string;
}

/** A date as en-IN prints it, '5 March 2025' (the day in India), inside a <time> element. */
export function DateText({ iso, fallback = 'N/A' }: DateTextProps) {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return <>{fallback}</>;
  return <time dateTime={iso ?? undefined}>{formatFullDate(date)}</time>;
}
