const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The largest unit that fits wins: 90 minutes is '1 hour ago', not '90 minutes ago'. */
const UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['year', 365 * DAY_MS],
  ['month', 30 * DAY_MS],
  ['week', 7 * DAY_MS],
  ['day', DAY_MS],
  ['hour', HOUR_MS],
  ['minute', MINUTE_MS],
];

const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });

/** '2 hours ago', 'yesterday', 'last week'; under a minute (or a clock running ahead) 'Just now'. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const elapsed = now - Date.parse(iso);
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return relative.format(-Math.floor(elapsed / size), unit);
  }
  return 'Just now';
}

/** How long ago something happened, inside a <time> element whose tooltip has the exact time. */
export function TimeAgo({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time
      dateTime={iso}
      title={date.toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })}
    >
      {timeAgo(iso)}
    </time>
  );
}
