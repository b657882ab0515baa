import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/funding-progress.stories';
import { checkStories } from '../check-stories';

const bar = () => screen.getByRole('progressbar', { name: 'Funding progress' });

checkStories(stories, {
  NotStarted: () => {
    expect(screen.getByText('0% Funded')).toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
  },
  Partial: () => expect(screen.getByText('37% Funded')).toBeInTheDocument(),
  Funded: () => {
    expect(screen.getByText('100% Funded')).toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
  },
  OverGoal: () => expect(bar()).toHaveAttribute('aria-valuenow', '100'),
  WithoutLabel: () => {
    expect(bar()).toHaveAttribute('aria-valuetext', '37% Funded');
    expect(screen.queryByText('37% Funded')).not.toBeInTheDocument();
  },
});
