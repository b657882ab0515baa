import { render, screen } from '@testing-library/react';
import { ProductImage } from './product-image';

const photo = '/uploads/items/a1.w160-320.png';

it('is lazy below the fold and sized to a catalogue card by default', () => {
  render(<ProductImage src={photo} alt="Basmati rice" />);

  const image = screen.getByRole('img', { name: 'Basmati rice' });
  expect(image).toHaveAttribute(
    'srcset',
    '/uploads/items/a1-160w.webp 160w, /uploads/items/a1-320w.webp 320w',
  );
  expect(image).toHaveAttribute('sizes', expect.stringMatching(/100vw$/));
  expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['400', '400']);
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('decoding', 'async');
  expect(image).toHaveAttribute('fetchpriority', 'auto');
});

it('is fetched first above the fold, and a numeric box size is its sizes', () => {
  render(<ProductImage src={photo} alt="Basmati rice" size={72} lazy={false} />);

  const image = screen.getByRole('img', { name: 'Basmati rice' });
  expect(image).toHaveAttribute('sizes', '72px');
  expect(image).toHaveAttribute('loading', 'eager');
  expect(image).toHaveAttribute('fetchpriority', 'high');
});
