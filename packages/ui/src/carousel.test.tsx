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
