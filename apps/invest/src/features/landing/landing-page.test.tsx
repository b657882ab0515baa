import { createAppStore } from '@mitti/auth/app-store';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import {
  campaignFixture,
  jsonResponse,
  listResponse,
  stubApi,
} from '@/test-support/campaign-api-stub';
import { LandingPage } from './landing-page';

const NO_CAMPAIGNS = 'No active investment opportunities at the moment. Please check back soon!';

function renderPage() {
  render(
    <Provider store={createAppStore()}>
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>
    </Provider>,
  );
}

afterEach(() => jest.restoreAllMocks());

it('links the hero and the closing call to action to the right pages', () => {
  stubApi({ 'GET /api/campaigns': () => jsonResponse(listResponse([])) });
  renderPage();
  expect(screen.getByRole('link', { name: 'Explore Farms' })).toHaveAttribute('href', '/farms');
  expect(screen.getByRole('link', { name: 'How It Works' })).toHaveAttribute(
    'href',
    '/how-it-works',
  );
  expect(screen.getByRole('link', { name: 'Start Investing Today' })).toHaveAttribute(
    'href',
    '/farms',
  );
  expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  expect(screen.getByRole('link', { name: 'About Mitti' })).toHaveAttribute('href', '/about');
  expect(screen.getByText('Global Organic (GOTS)')).toBeInTheDocument();
});

it('shows "Loading top farms..." and then the top three campaigns by raised amount', async () => {
  const urls = stubApi({
    'GET /api/campaigns': () =>
      jsonResponse(
        listResponse([
          campaignFixture({ raisedAmount: 250000, fundingGoal: 500000 }),
          campaignFixture({ _id: 'camp-2', campaignTitle: 'Turmeric Terraces', visuals: [] }),
        ]),
      ),
  });
  renderPage();

  expect(screen.getByText('Loading top farms...')).toBeInTheDocument();
  const card = (
    await screen.findByRole('heading', { name: 'Millet Revival in the Deccan' })
  ).closest('a')!;
  expect(card).toHaveAttribute('href', '/campaign/camp-1');
  expect(within(card).getByText('₹5,00,000')).toBeInTheDocument();
  expect(within(card).getByText('8-12% annually')).toBeInTheDocument();
  expect(within(card).getByText('50% Funded')).toBeInTheDocument();
  expect(
    within(card).getByRole('img', { name: 'Millet Revival in the Deccan' }),
  ).toBeInTheDocument();
  expect(screen.queryByText('Loading top farms...')).not.toBeInTheDocument();

  const query = urls.find((url) => url.pathname === '/api/campaigns')!.searchParams;
  expect(Object.fromEntries(query)).toEqual({
    limit: '3',
    sortBy: 'raisedAmount',
    sortOrder: 'desc',
  });
});

it('says there is nothing to invest in when there are no campaigns', async () => {
  stubApi({ 'GET /api/campaigns': () => jsonResponse(listResponse([])) });
  renderPage();
  expect(await screen.findByText(NO_CAMPAIGNS)).toBeInTheDocument();
});

it('logs a failed load and shows the empty message', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  stubApi({ 'GET /api/campaigns': () => jsonResponse({ message: 'Down', code: 'INTERNAL' }, 503) });
  renderPage();
  expect(await screen.findByText(NO_CAMPAIGNS)).toBeInTheDocument();
  expect(log).toHaveBeenCalledWith('Error fetching spotlight campaigns', expect.anything());
});

it('lists each FAQ question once among the headings, as a button that opens its answer', () => {
  stubApi({ 'GET /api/campaigns': () => jsonResponse(listResponse([])) });
  renderPage();
  const faq = within(screen.getByRole('region', { name: 'Frequently asked questions' }));
  const questions = faq.getAllByRole('heading', { level: 3 });
  expect(questions.map((heading) => heading.textContent)).toEqual([
    'What returns can I expect?',
    'How are farms and farmers verified?',
    'Can I get my money back?',
  ]);
  for (const question of questions) {
    expect(within(question).getByRole('button')).toHaveAccessibleName(question.textContent);
  }
});
