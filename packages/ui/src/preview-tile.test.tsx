import { render, screen } from '@testing-library/react';
import { PreviewTile } from './preview-tile';

const tile = (url: string) =>
  render(
    <ul>
      <PreviewTile url={url} video={false} name="farm.jpg" disabled={false} onRemove={() => {}} />
    </ul>,
  );

it('previews a kept upload from its smallest fitting copy, in a square', () => {
  tile('/uploads/campaigns/a1.w160-320.jpg');

  const image = screen.getByRole('img', { name: 'farm.jpg' });
  expect(image).toHaveAttribute(
    'srcset',
    '/uploads/campaigns/a1-160w.webp 160w, /uploads/campaigns/a1-320w.webp 320w',
  );
  expect(image).toHaveAttribute('sizes', '(min-width: 600px) 160px, 33vw');
  expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['160', '160']);
  expect(image).toHaveAttribute('loading', 'lazy');
});

it('previews a file not uploaded yet from its local address alone', () => {
  tile('blob:http://localhost/5d1c');

  const image = screen.getByRole('img', { name: 'farm.jpg' });
  expect(image).toHaveAttribute('src', 'blob:http://localhost/5d1c');
  expect(image).not.toHaveAttribute('srcset');
});
