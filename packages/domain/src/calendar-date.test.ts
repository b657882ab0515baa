import { formatFullDate } from './calendar-date';

const intl = { day: 'numeric', month: 'long', year: 'numeric' } as const;

it('prints a date as en-IN does in full', () => {
  expect(formatFullDate(new Date(2025, 2, 5))).toBe('5 March 2025');
  expect(formatFullDate(new Date(2026, 11, 31, 23, 59))).toBe('31 December 2026');
});

it('matches toLocaleDateString on every day of two years, in the reader’s time zone', () => {
  for (let day = 0; day < 731; day += 1) {
    const date = new Date(2024, 0, 1 + day, 13, 30);
    expect(formatFullDate(date)).toBe(date.toLocaleDateString('en-IN', intl));
  }
});
