import { formatDateTime, timeAgo } from '@mitti/domain/dates';

/** How long ago something happened, inside a <time> element whose tooltip has the exact time. */
export function TimeAgo({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={iso} title={formatDateTime(date)}>
      {timeAgo(date)}
    </time>
  );
}
