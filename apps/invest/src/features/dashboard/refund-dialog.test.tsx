import { createAppStore } from '@mitti/auth/app-store';
import type { Investment } from '@mitti/domain/investment';
import { ToastProvider } from '@mitti/ui/toast-provider';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { campaignFixture } from '@/test-support/campaign-api-stub';
import { RefundDialog } from './refund-dialog';

const investment: Investment = {
  _id: 'inv-1',
  amount: 10000,
  date: '2025-03-05T10:00:00.000Z',
  farmName: 'Green Valley Farm',
  campaignId: {
    _id: 'camp-1',
    campaignTitle: 'Millet Revival in the Deccan',
    farmName: 'Green Valley Farm',
    fundingGoal: 500000,
    expectedReturns: campaignFixture().expectedReturns,
  },
  status: 'Confirmed',
  units: 2,
  refundStatus: null,
};

it('refuses an empty reason beside the field, which takes the focus', async () => {
  render(
    <Provider store={createAppStore()}>
      <ToastProvider>
        <RefundDialog investment={investment} onSubmitted={jest.fn()} onClose={jest.fn()} />
      </ToastProvider>
    </Provider>,
  );
  const user = userEvent.setup();

  await user.click(screen.getByRole('button', { name: 'Submit Request' }));

  const reason = screen.getByRole('textbox', { name: 'Reason for the refund' });
  expect(reason).toHaveFocus();
  expect(reason).toBeInvalid();
  expect(reason).toHaveAccessibleDescription('Refund reason is required.');
});
