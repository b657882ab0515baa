import { render, screen } from '@testing-library/react';
import { TimeAgo } from './time-ago';

it('says how long ago in a time element that keeps the exact moment', () => {
  jest.useFakeTimers({ now: Date.parse('2026-11-20T12:00:00.000Z') });
  render(<TimeAgo iso="2026-11-20T10:00:00.000Z" />);
  jest.useRealTimers();
  const time = screen.getByText('2 hours ago');
  expect(time.tagName).toBe('TIME');
  expect(time).toHaveAttribute('dateTime', '2026-11-20T10:00:00.000Z');
  expect(time).toHaveAttribute('title', '20 Nov 2026, 3:30 pm');
});

it('shows nothing for an unreadable date', () => {
  const { container } = render(<TimeAgo iso="not a date" />);
  expect(container).toBeEmptyDOMElement();
});
