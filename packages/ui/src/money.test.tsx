import { render, screen } from '@testing-library/react';
import { Money } from './money';

it('shows whole rupees with en-IN grouping by default', () => {
  render(<Money rupees={150000} />);
  expect(screen.getByText('₹1,50,000')).toBeInTheDocument();
});

it('shows shop prices with two decimals', () => {
  render(<Money rupees={1234.5} variant="shop" />);
  expect(screen.getByText('₹1,234.50')).toBeInTheDocument();
});
