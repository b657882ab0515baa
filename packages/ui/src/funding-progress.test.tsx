import { render, screen } from '@testing-library/react';
import { FundingProgress } from './funding-progress';

it('reports the funded percent to screen readers and prints it on request', () => {
  render(<FundingProgress raised={37500} goal={150000} showLabel />);
  const bar = screen.getByRole('progressbar', { name: 'Funding progress' });
  expect(bar).toHaveAttribute('aria-valuenow', '25');
  expect(bar).toHaveAttribute('aria-valuetext', '25% Funded');
  expect(screen.getByText('25% Funded')).toBeInTheDocument();
});

it('caps the bar at 100 when more than the goal was raised', () => {
  render(<FundingProgress raised={120000} goal={100000} showLabel />);
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  expect(screen.getByText('120% Funded')).toBeInTheDocument();
});

it('prints no label unless asked', () => {
  render(<FundingProgress raised={0} goal={100000} />);
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  expect(screen.queryByText(/Funded/)).not.toBeInTheDocument();
});
