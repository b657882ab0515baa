import { render, screen } from '@testing-library/react';
import { TimeAgo, timeAgo } from './time-ago';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');

function before(ms: number): string {
  return new Date(NOW - ms).toISOString();
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

it.each([
  [before(20_000), 'Just now'],
  [before(-5 * MINUTE), 'Just now'],
  [before(MINUTE), '1 minute ago'],
  [before(45 * MINUTE), '45 minutes ago'],
  [before(90 * MINUTE), '1 hour ago'],
  [before(2 * HOUR + 59 * MINUTE), '2 hours ago'],
  [before(DAY + HOUR), 'yesterday'],
  [before(5 * DAY), '5 days ago'],
  [before(8 * DAY), 'last week'],
  [before(95 * DAY), '3 months ago'],
  [before(400 * DAY), 'last year'],
])('%s is %s', (iso, text) => {
  expect(timeAgo(iso, NOW)).toBe(text);
});

it('says how long ago in a time element that keeps the exact moment', () => {
  jest.useFakeTimers({ now: NOW });
  render(<TimeAgo iso={before(2 * HOUR)} />);
  jest.useRealTimers();
  const time = screen.getByText('2 hours ago');
  expect(time.tagName).toBe('TIME');
  expect(time).toHaveAttribute('dateTime', '2026-11-20T10:00:00.000Z');
  expect(time).toHaveAttribute('title', expect.stringContaining('2026'));
});

it('shows nothing for an unreadable date', () => {
  const { container } = render(<TimeAgo iso="not a date" />);
  expect(container).toBeEmptyDOMElement();
});
