import { render, screen } from '@testing-library/react';
import { StarRating } from './star-rating';

it('reads the rating with one decimal out of 5', () => {
  render(<StarRating value={4.5} />);
  expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
});

it('says when nobody has rated yet', () => {
  render(<StarRating value={0} />);
  expect(screen.getByRole('img', { name: 'Not rated yet' })).toBeInTheDocument();
});

it('offers nothing to click', () => {
  render(<StarRating value={3} />);
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
});
