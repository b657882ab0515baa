import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/refund-card.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  OwnerPending: () => {
    expect(screen.getByRole('heading', { name: 'Asha Investor' })).toBeInTheDocument();
    expect(screen.getByText('I need the money for a family emergency.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Approve/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Reject/ })).toBeEnabled();
  },
  Rejected: () => {
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('The harvest money is already spent on seed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
  },
  OperatorOverdue: () => {
    expect(
      screen.getByRole('heading', { name: 'Millet Revival in the Deccan' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText('Ravi Kumar')).toBeInTheDocument();
    expect(screen.getByText(/you may decide/)).toBeInTheDocument();
  },
});
