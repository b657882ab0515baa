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
