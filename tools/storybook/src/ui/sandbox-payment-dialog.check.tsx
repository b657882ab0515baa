import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/sandbox-payment-dialog.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  Open: () => {
    expect(screen.getByRole('dialog', { name: /Mitti Invest/ })).toHaveTextContent('Test mode');
    expect(screen.getByRole('button', { name: 'Pay ₹15,000' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4111 1111 1111 1111');
  },
  Unreachable: () => {
    expect(screen.getByText('Could not reach the sandbox. Please try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay ₹15,000' })).toBeEnabled();
  },
  Paying: () => {
    expect(screen.getByRole('button', { name: 'Pay ₹15,000' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
});
