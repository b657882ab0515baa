import { render, screen } from '@testing-library/react';
import { TimelineEntry } from './timeline-entry';

it('shows the photos of an update from their resized copies, lazily, in 4:3 cells', () => {
  render(
    <ul>
      <TimelineEntry
        update={{
          _id: 'u1',
          title: 'Drip lines laid',
          date: '2025-02-14T00:00:00.000Z',
          description: 'All twelve acres.',
          images: [{ url: '/uploads/timeline/a1.w160-320.jpg' }],
        }}
      />
    </ul>,
  );

  const photo = screen.getByRole('img', { name: 'Drip lines laid, photo 1 of 1' });
  expect(photo).toHaveAttribute(
    'srcset',
    '/uploads/timeline/a1-160w.webp 160w, /uploads/timeline/a1-320w.webp 320w',
  );
  expect(photo).toHaveAttribute('sizes', '(min-width: 600px) 200px, 45vw');
  expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['200', '150']);
  expect(photo).toHaveAttribute('loading', 'lazy');
  expect(photo).toHaveAttribute('decoding', 'async');
  expect(screen.getByRole('link')).toHaveAttribute('href', '/uploads/timeline/a1.w160-320.jpg');
});
