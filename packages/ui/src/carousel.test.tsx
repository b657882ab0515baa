import { act, fireEvent, render, screen } from '@testing-library/react';
import { Carousel } from './carousel';

const images = [
  { url: '/uploads/field.jpg', public_id: 'field' },
  { url: '/uploads/barn.jpg', public_id: 'barn' },
  { url: '/uploads/harvest.jpg', public_id: 'harvest' },
];

const shown = () => screen.getByRole('group', { hidden: false }).getAttribute('aria-label');

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('is a labelled carousel that advances every 5 seconds and wraps around', () => {
  render(<Carousel images={images} title="Millet revival" />);
  const carousel = screen.getByRole('region', { name: 'Millet revival' });
  expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  expect(shown()).toBe('1 of 3');

  act(() => jest.advanceTimersByTime(5000));
  expect(shown()).toBe('2 of 3');
  act(() => jest.advanceTimersByTime(10_000));
  expect(shown()).toBe('1 of 3');
});

it('steps with the previous and next buttons, wrapping at both ends', () => {
  render(<Carousel images={images} title="Millet revival" />);
  fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
  expect(shown()).toBe('3 of 3');
  fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
  expect(shown()).toBe('1 of 3');
});

it('stops rotating while hovered and when paused', () => {
  render(<Carousel images={images} title="Millet revival" />);
  const carousel = screen.getByRole('region', { name: 'Millet revival' });
  fireEvent.mouseEnter(carousel);
  act(() => jest.advanceTimersByTime(15_000));
  expect(shown()).toBe('1 of 3');

  fireEvent.mouseLeave(carousel);
  fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
  fireEvent.blur(screen.getByRole('button', { name: 'Start automatic slide show' }));
  act(() => jest.advanceTimersByTime(15_000));
  expect(shown()).toBe('1 of 3');
});

it('draws the farm illustration without pictures', () => {
  render(<Carousel images={[]} title="Millet revival" />);
  expect(screen.getByRole('img', { name: 'Millet revival' }).tagName).toBe('svg');
});

it('fetches the first slide first and the others when they are near, from their resized copies', () => {
  const photos = [
    { url: '/uploads/campaigns/a1.w160-320.jpg', public_id: 'a1' },
    { url: '/uploads/campaigns/b2.w160.jpg', public_id: 'b2' },
  ];
  const { container } = render(<Carousel images={photos} title="Millet revival" />);

  // The hidden slide is out of the accessibility tree, so the pictures are found by their alt text.
  const [first, second] = [1, 2].map((n) =>
    container.querySelector(`img[alt="Millet revival, photo ${n} of 2"]`),
  );
  expect(first).toHaveAttribute('fetchpriority', 'high');
  expect(first).toHaveAttribute('loading', 'eager');
  expect(first).toHaveAttribute(
    'srcset',
    '/uploads/campaigns/a1-160w.webp 160w, /uploads/campaigns/a1-320w.webp 320w',
  );
  expect(first).toHaveAttribute('sizes', expect.stringContaining('100vw'));
  expect([first!.getAttribute('width'), first!.getAttribute('height')]).toEqual(['1600', '900']);
  expect(second).toHaveAttribute('loading', 'lazy');
  expect(second).toHaveAttribute('decoding', 'async');
  expect(second).toHaveAttribute('srcset', '/uploads/campaigns/b2-160w.webp 160w');
});
