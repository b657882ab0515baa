import {
  formatDateTime,
  formatDayAndMonth,
  formatFullDate,
  formatShortDate,
  indianDay,
  timeAgo,
} from './dates';

describe('dates are printed as the day in India', () => {
  it('prints a calendar date sent as midnight UTC on its own day', () => {
    const day = new Date('2025-03-05T00:00:00.000Z');
    expect(formatFullDate(day)).toBe('5 March 2025');
    expect(formatShortDate(day)).toBe('5 Mar 2025');
    expect(formatDayAndMonth(day)).toBe('5 Mar');
    expect(indianDay(day)).toBe('2025-03-05');
  });

  it('counts an evening in UTC as the next day in India', () => {
    const lateUtc = new Date('2026-12-31T20:00:00.000Z');
    expect(formatFullDate(lateUtc)).toBe('1 January 2027');
    expect(indianDay(lateUtc)).toBe('2027-01-01');
    expect(formatDateTime(lateUtc)).toBe('1 Jan 2027, 1:30 am');
  });

  it('writes September short as en-IN does', () => {
    expect(formatShortDate(new Date('2026-09-01T00:00:00.000Z'))).toBe('1 Sept 2026');
  });
});

describe('timeAgo', () => {
  const NOW = Date.parse('2026-11-20T12:00:00.000Z');
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;

  it.each([
    [20_000, 'Just now'],
    [-5 * MINUTE, 'Just now'],
    [MINUTE, '1 minute ago'],
    [45 * MINUTE, '45 minutes ago'],
    [90 * MINUTE, '1 hour ago'],
    [2 * HOUR + 59 * MINUTE, '2 hours ago'],
    [DAY + HOUR, 'yesterday'],
    [5 * DAY, '5 days ago'],
    [8 * DAY, 'last week'],
    [95 * DAY, '3 months ago'],
    [400 * DAY, 'last year'],
  ])('%i ms before now is %s', (elapsed, text) => {
    expect(timeAgo(new Date(NOW - elapsed), NOW)).toBe(text);
  });
});
