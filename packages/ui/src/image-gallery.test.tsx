import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageGallery } from './image-gallery';

const images = [
  { url: '/uploads/field.svg', public_id: 'field' },
  { url: '/uploads/barn.svg', public_id: 'barn' },
  { url: '/uploads/harvest.svg', public_id: 'harvest' },
];

it('shows the first picture and switches with a thumbnail click', async () => {
  render(<ImageGallery images={images} title="Millet revival" />);
  expect(screen.getByRole('img', { name: 'Millet revival, photo 1 of 3' })).toHaveAttribute(
    'src',
    '/uploads/field.svg',
  );

  await userEvent.setup().click(screen.getByRole('button', { name: 'Show photo 3 of 3' }));
  expect(screen.getByRole('img', { name: 'Millet revival, photo 3 of 3' })).toHaveAttribute(
    'src',
    '/uploads/harvest.svg',
  );
  expect(screen.getByRole('button', { name: 'Show photo 3 of 3' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

it('moves along the thumbnails with the arrow keys', async () => {
  const user = userEvent.setup();
  render(<ImageGallery images={images} title="Millet revival" />);

  await user.tab();
  expect(screen.getByRole('button', { name: 'Show photo 1 of 3' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('button', { name: 'Show photo 2 of 3' })).toHaveFocus();
  expect(screen.getByRole('img', { name: 'Millet revival, photo 2 of 3' })).toBeInTheDocument();
  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(screen.getByRole('img', { name: 'Millet revival, photo 3 of 3' })).toBeInTheDocument();
});

it('draws the farm illustration when there are no pictures', () => {
  render(<ImageGallery images={[]} title="Millet revival" />);
  expect(screen.getByRole('img', { name: 'Millet revival' }).tagName).toBe('svg');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('offers the resized copies of an uploaded photo, the main one fetched first in a fixed box', () => {
  const photo = { url: '/uploads/campaigns/a1.w160-320-640.jpg', public_id: 'campaigns/a1' };
  render(<ImageGallery images={[photo, ...images]} title="Millet revival" sizes="100vw" />);

  const main = screen.getByRole('img', { name: 'Millet revival, photo 1 of 4' });
  expect(main).toHaveAttribute(
    'srcset',
    '/uploads/campaigns/a1-160w.webp 160w, /uploads/campaigns/a1-320w.webp 320w, /uploads/campaigns/a1-640w.webp 640w',
  );
  expect(main).toHaveAttribute('sizes', '100vw');
  expect(main).toHaveAttribute('fetchpriority', 'high');
  expect(main).not.toHaveAttribute('loading');
  expect([main.getAttribute('width'), main.getAttribute('height')]).toEqual(['1600', '1000']);

  const thumbnail = screen.getByRole('button', { name: 'Show photo 1 of 4' }).querySelector('img');
  expect(thumbnail).toHaveAttribute('sizes', '(min-width: 600px) 96px, 72px');
  expect(thumbnail).toHaveAttribute('loading', 'lazy');
  expect(thumbnail).toHaveAttribute('decoding', 'async');
});
