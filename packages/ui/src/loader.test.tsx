import { render, screen } from '@testing-library/react';
import { Loader } from './loader';

it('announces "Germinating..." as a status', () => {
  render(<Loader />);
  expect(screen.getByRole('status')).toHaveTextContent('Germinating...');
});
