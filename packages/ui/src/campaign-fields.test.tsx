import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { CampaignFields, type CampaignFieldsProps } from './campaign-fields';
import type { CampaignFieldValues } from './campaign-text-field';

const VALUES: CampaignFieldValues = {
  campaignTitle: 'Millet Revival in the Deccan',
  story: 'Four generations on the same red soil.',
  farmName: 'Green Valley Farm',
  farmLocation: 'Anantapur, Andhra Pradesh',
  fundingGoal: '5,00,000',
  minInvestment: '5,000',
  returnsType: 'Percentage Range',
  returnsMin: '8',
  returnsMax: '12',
  returnsDescription: 'After each harvest.',
  farmSizeValue: '12',
  farmSizeUnit: 'Acres',
  cropTypes: 'Millet, Sorghum',
  farmingMethods: ['Organic'],
  startDate: '2027-01-10',
  endDate: '2027-04-10',
  fundUsage: 'Drip lines.',
  impactMetrics: 'Saves water.',
  riskFactors: 'Drought.',
  status: 'Draft',
};

const FUNDING_TERMS = [
  /^Funding goal/,
  /^Minimum investment/,
  /^Minimum return/,
  /^Maximum return/,
  /^How returns are paid/,
  /^Start date/,
  /^End date/,
];

function renderFields(props: Partial<CampaignFieldsProps> = {}, values = VALUES) {
  render(
    <Formik initialValues={values} onSubmit={jest.fn()}>
      <CampaignFields visuals={<p>Visuals here</p>} {...props} />
    </Formik>,
  );
}

it('shows the account owner read-only when creating, and no status', () => {
  renderFields({ owner: { name: 'Ravi Kumar', email: 'ravi@mitti.test' } });

  expect(screen.getByLabelText(/^Your name/)).toHaveValue('Ravi Kumar');
  expect(screen.getByLabelText(/^Your name/)).toHaveAttribute('readonly');
  expect(screen.getByLabelText(/^Email/)).toHaveValue('ravi@mitti.test');
  expect(screen.queryByRole('combobox', { name: /^Status/ })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Upload Visuals' })).toBeInTheDocument();
  expect(screen.getByText('Visuals here')).toBeInTheDocument();
});

it('offers the given statuses when editing', async () => {
  renderFields({ statuses: ['Draft', 'Cancelled', 'Completed'] });

  expect(screen.queryByLabelText(/^Your name/)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('combobox', { name: /^Status/ }));
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Draft',
    'Cancelled',
    'Completed',
  ]);
});

it('keeps the funding terms read-only once approved, and only them', () => {
  renderFields({ termsFrozen: true });

  for (const label of FUNDING_TERMS) {
    expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription('Fixed since approval');
  }
  expect(screen.getAllByText('Fixed since approval')).toHaveLength(8);
  expect(screen.getByLabelText(/^Farm name/)).not.toHaveAttribute('readonly');
});

it('groups an amount as the site prints it once the field is left', async () => {
  renderFields({}, { ...VALUES, fundingGoal: '' });
  const user = userEvent.setup();

  await user.type(screen.getByLabelText(/^Funding goal/), '150000');
  await user.tab();

  expect(screen.getByLabelText(/^Funding goal/)).toHaveValue('1,50,000');
});

it('asks for a multiple rather than a percentage for fixed multiple returns', () => {
  renderFields({}, { ...VALUES, returnsType: 'Fixed Multiple' });

  expect(screen.getByLabelText(/^Return multiple/)).toHaveValue('8');
  expect(screen.getByText('e.g. 1.5 returns 1.5x the investment')).toBeInTheDocument();
});
