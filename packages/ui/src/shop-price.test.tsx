import { render, screen } from '@testing-library/react';
import { ShopPrice } from './shop-price';

it('shows the struck original price and the rounded percent off when there is a discount', () => {
  render(<ShopPrice price={19.99} originalPrice={24.99} />);
  expect(screen.getByText('₹19.99')).toBeInTheDocument();
  expect(screen.getByText('₹24.99').tagName).toBe('S');
  expect(screen.getByText('20% OFF')).toBeInTheDocument();
});

it.each([
  ['no original price', undefined],
  ['the same original price', 60],
  ['a lower original price', 50],
])('shows only the price with %s', (_case, originalPrice) => {
  const { container } = render(<ShopPrice price={60} originalPrice={originalPrice} />);
  expect(screen.getByText('₹60.00')).toBeInTheDocument();
  expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
  expect(container.querySelector('s')).toBeNull();
});
