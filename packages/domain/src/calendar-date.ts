const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * '5 March 2025': a date as en-IN prints it in full, in the reader's time zone. Written out rather
 * than through toLocaleDateString for the reason in money.ts (a page's first Intl call loads ICU).
 */
export function formatFullDate(date: Date): string {
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}
