import { editCampaign } from '@mitti/api-client/edit-campaign';
import { createAppStore } from '@mitti/auth/app-store';
import { ToastProvider } from '@mitti/ui/toast-provider';
import type { Campaign } from '@mitti/domain/campaign';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { campaignFixture } from '@/test-support/campaign-api-stub';
import { CampaignEditDialog } from './campaign-edit-dialog';

jest.mock('@mitti/api-client/edit-campaign', () => ({ editCampaign: jest.fn() }));
const editMock = jest.mocked(editCampaign);

// Not yet approved: its funding terms can still change.
function renderDialog(
  onClose = jest.fn(),
  campaign: Campaign = campaignFixture({ approvedAt: null }),
) {
  render(
    <Provider store={createAppStore()}>
      <ToastProvider>
        <CampaignEditDialog campaign={campaign} onClose={onClose} />
      </ToastProvider>
    </Provider>,
  );
  return onClose;
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

afterEach(() => editMock.mockReset());

it('shows the amounts grouped and saves one typed as the site prints it', async () => {
  editMock.mockResolvedValue(campaignFixture({ fundingGoal: 150_000 }));
  const onClose = renderDialog();
  const user = userEvent.setup();

  expect(field('Funding goal')).toHaveValue('5,00,000');
  expect(field('Minimum investment')).toHaveValue('5,000');

  await user.clear(field('Funding goal'));
  await user.type(field('Funding goal'), '150000');
  await user.tab();
  expect(field('Funding goal')).toHaveValue('1,50,000');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  expect(
    await screen.findByText('Your campaign has been updated successfully!'),
  ).toBeInTheDocument();
  expect(editMock.mock.calls[0]![0].fields).toMatchObject({
    fundingGoal: '1,50,000',
    minInvestment: '5,000',
  });
  expect(onClose).toHaveBeenCalled();
});

it('closes at once when nothing changed, and asks before dropping changes', async () => {
  const onClose = renderDialog();
  const user = userEvent.setup();

  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('Leave without saving?')).not.toBeInTheDocument();

  await user.type(field('Campaign title'), ' (revised)');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
  expect(ask).toHaveTextContent('Your changes to this campaign will be lost.');
  await user.click(screen.getByRole('button', { name: 'Stay' }));
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument(),
  );
  expect(field('Campaign title')).toHaveValue('Millet Revival in the Deccan (revised)');
  expect(onClose).toHaveBeenCalledTimes(1);

  await user.keyboard('{Escape}');
  await user.click(await screen.findByRole('button', { name: 'Leave' }));
  expect(onClose).toHaveBeenCalledTimes(2);
});

async function statusOptions(campaign: Campaign): Promise<string[]> {
  renderDialog(jest.fn(), campaign);
  await userEvent.setup().click(screen.getByRole('combobox', { name: /^Status/ }));
  return within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

it('offers a campaign awaiting review only to stay in review or be cancelled', async () => {
  const awaiting = campaignFixture({
    status: 'Draft',
    isVerified: false,
    approvedAt: null,
    raisedAmount: 0,
  });
  expect(await statusOptions(awaiting)).toEqual(['Draft', 'Cancelled']);
});

it('offers a live campaign holding money to be cancelled or completed, not sent back to review', async () => {
  expect(await statusOptions(campaignFixture({ raisedAmount: 125000 }))).toEqual([
    'Active',
    'Cancelled',
    'Completed',
  ]);
});

it('offers a live campaign without money every status its owner may set', async () => {
  expect(await statusOptions(campaignFixture({ raisedAmount: 0 }))).toEqual([
    'Active',
    'Draft',
    'Cancelled',
    'Completed',
  ]);
});
