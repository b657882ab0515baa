import { render, screen } from '@testing-library/react';
import { LoadingSkeleton } from './loading-skeleton';

it('is a status named after what is loading, keeping the skeleton shape it is given', () => {
  render(<LoadingSkeleton label="Loading the charts" variant="rounded" height={340} />);
  const status = screen.getByRole('status', { name: 'Loading the charts' });
  expect(status).toHaveClass('MuiSkeleton-rounded');
  expect(status).toHaveStyle({ height: '340px' });
});
