/**
 * Every date a person reads is the day (and time) in India, where Mitti's farms, investors and
 * shoppers are: a server drawing a page prints the same text as the reader's browser, and a calendar
 * date sent as midnight UTC ('2025-03-05T00:00:00.000Z') stays on its day.
 */
const timeZone = 'Asia/Kolkata';

const fullDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone,
});
const shortDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone,
});
const dayAndMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone });
const dateAndTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone,
});
// Canada's English writes dates as ISO 8601 does.
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone });
const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });

/** '5 March 2025' */
export function formatFullDate(date: Date): string {
  return fullDate.format(date);
}

/** '5 Mar 2025' */
export function formatShortDate(date: Date): string {
  return shortDate.format(date);
}

/** '5 Mar' */
export function formatDayAndMonth(date: Date): string {
  return dayAndMonth.format(date);
}

/** '5 Mar 2025, 2:30 pm' */
export function formatDateTime(date: Date): string {
  return dateAndTime.format(date);
}

/** The day in India as 'YYYY-MM-DD'. */
export function indianDay(date: Date): string {
  return isoDay.format(date);
}

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

/** '2 hours ago', 'yesterday', 'last week'; under a minute (or a clock running ahead) 'Just now'. */
export function timeAgo(date: Date, now: number = Date.now()): string {
  const elapsed = now - date.getTime();
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return relative.format(-Math.floor(elapsed / size), unit);
  }
  return 'Just now';
}
