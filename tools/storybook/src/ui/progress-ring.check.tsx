import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/progress-ring.stories';
import { checkStories } from '../check-stories';

const ring = () => screen.getByRole('progressbar', { name: 'Funding progress' });

checkStories(stories, {
  Partial: () => {
    expect(ring()).toHaveAttribute('aria-valuenow', '37');
    expect(screen.getByText('37%')).toBeInTheDocument();
  },
  OverHundred: () => {
    expect(ring()).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('124%')).toBeInTheDocument();
  },
  Small: () => expect(screen.getByText('80%')).toBeInTheDocument(),
});
