import { render, screen } from '@testing-library/react';
import { CampaignCover } from './campaign-cover';

it('shows the resized copies of an uploaded cover, lazily, as tall as its box', () => {
  render(
    <CampaignCover
      visuals={[{ url: '/uploads/campaigns/a1.w160-320-640.jpg', public_id: 'a1' }]}
      alt="Millet revival"
      height={190}
    />,
  );

  const cover = screen.getByRole('img', { name: 'Millet revival' });
  expect(cover).toHaveAttribute('src', '/uploads/campaigns/a1.w160-320-640.jpg');
  expect(cover).toHaveAttribute(
    'srcset',
    '/uploads/campaigns/a1-160w.webp 160w, /uploads/campaigns/a1-320w.webp 320w, /uploads/campaigns/a1-640w.webp 640w',
  );
  expect(cover).toHaveAttribute(
    'sizes',
    '(min-width: 1200px) 380px, (min-width: 900px) 32vw, (min-width: 600px) 50vw, 100vw',
  );
  expect(cover).toHaveAttribute('height', '190');
  expect(cover).toHaveAttribute('loading', 'lazy');
  expect(cover).toHaveAttribute('decoding', 'async');
});

it('shows a seed illustration as it is, without a srcset', () => {
  render(
    <CampaignCover
      visuals={[{ url: '/uploads/campaigns/demo-millet-1-0a1b2c3d4e5f.svg', public_id: 'd' }]}
      alt="Millet revival"
      height={190}
      sizes="300px"
    />,
  );

  const cover = screen.getByRole('img', { name: 'Millet revival' });
  expect(cover).toHaveAttribute('src', '/uploads/campaigns/demo-millet-1-0a1b2c3d4e5f.svg');
  expect(cover).not.toHaveAttribute('srcset');
  expect(cover).not.toHaveAttribute('sizes');
});
