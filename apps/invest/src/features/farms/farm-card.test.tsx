import type { Campaign } from '@mitti/domain/campaign';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { campaignFixture } from '@/test-support/campaign-api-stub';
import { FarmCard } from './farm-card';

function renderCard(overrides: Partial<Campaign>) {
  render(
    <MemoryRouter>
      <FarmCard campaign={campaignFixture(overrides)} />
    </MemoryRouter>,
  );
}

it('reads Funded when one more minimum investment reaches the goal exactly', () => {
  renderCard({ fundingGoal: 100000, raisedAmount: 95000, minInvestment: 5000 });
  expect(screen.getByText('Funded')).toBeInTheDocument();
  expect(screen.queryByText('Seeking Funds')).not.toBeInTheDocument();
});

it('reads Seeking Funds below that', () => {
  renderCard({ fundingGoal: 100000, raisedAmount: 94999, minInvestment: 5000 });
  expect(screen.getByText('Seeking Funds')).toBeInTheDocument();
});

it('caps the progress bar at 100% when more than the goal was raised', () => {
  renderCard({ fundingGoal: 100000, raisedAmount: 130000 });
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
});

it('shows the farm, its location, the goal in rupees and a link to invest', () => {
  renderCard({ fundingGoal: 1500000 });
  expect(screen.getByRole('heading', { name: 'Green Valley Farm' })).toBeInTheDocument();
  expect(screen.getByText('Nashik, Maharashtra')).toBeInTheDocument();
  expect(screen.getByText('Goal: ₹15,00,000')).toBeInTheDocument();
  expect(
    screen.getByText('Saves 2.5 million litres of water a year. Restores soil carbon.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Invest Now' })).toHaveAttribute(
    'href',
    '/campaign/camp-1',
  );
});

it('falls back to the standard impact text', () => {
  renderCard({ impactMetrics: '  ' });
  expect(
    screen.getByText('Join us in supporting sustainable agriculture and community development.'),
  ).toBeInTheDocument();
});

it.each([
  ['Completed', {}],
  ['Funded', {}],
  ['Active', { endDate: '2020-01-01T00:00:00.000Z' }],
])('links a %s campaign that takes no more money as View Completed', (status, overrides) => {
  renderCard({ status: status as Campaign['status'], ...overrides });
  expect(screen.getByRole('link', { name: 'View Completed' })).toHaveAttribute(
    'href',
    '/campaign/camp-1',
  );
});

it("reads 'Ended' and links 'View Completed' once the end date has passed short of the goal", () => {
  renderCard({ raisedAmount: 125000, endDate: '2020-01-01T00:00:00.000Z' });
  expect(screen.getByText('Ended')).toBeInTheDocument();
  expect(screen.queryByText('Seeking Funds')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View Completed' })).toBeInTheDocument();
});

it("still reads 'Funded' for a funded campaign past its end date", () => {
  renderCard({
    status: 'Funded',
    raisedAmount: 500000,
    endDate: '2020-01-01T00:00:00.000Z',
  });
  expect(screen.getByText('Funded')).toBeInTheDocument();
});
