import { render, screen } from '@testing-library/react';
import { ProgressRing } from './progress-ring';

it('is a progress bar with its percent in the middle, capped at 100 for the ring', () => {
  render(<ProgressRing value={120} label="Funding progress" />);
  const ring = screen.getByRole('progressbar', { name: 'Funding progress' });
  expect(ring).toHaveAttribute('aria-valuenow', '100');
  expect(ring).toHaveAttribute('aria-valuetext', '120%');
  expect(screen.getByText('120%')).toBeInTheDocument();
});
