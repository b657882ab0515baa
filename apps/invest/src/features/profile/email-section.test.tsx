import { createAppStore } from '@mitti/auth/app-store';
import type { EmailPreferences } from '@mitti/domain/email-preferences';
import { ToastProvider } from '@mitti/ui/toast-provider';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { EmailSection, PREFERENCES_SAVED } from './email-section';

const ALL_ON: EmailPreferences = {
  orderUpdates: true,
  farmUpdates: true,
  campaignEnded: true,
  newInvestments: true,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const FARMER = { _id: 'u1', name: 'Asha', email: 'asha@example.com', active: 'true', role: 'user' };

/** The preferences API as the server keeps them, for a verified farmer unless told; records each PUT body. */
function stubPreferences(
  initial: EmailPreferences,
  { failPut, profile = FARMER }: { failPut?: { message: string }; profile?: object } = {},
) {
  let stored = initial;
  const puts: unknown[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const route = `${request.method} ${new URL(request.url).pathname}`;
    if (route === 'GET /api/user-profile') return json(profile);
    if (route === 'GET /api/users/me/email-preferences') return json({ preferences: stored });
    if (route === 'PUT /api/users/me/email-preferences') {
      const body = (await request.json()) as EmailPreferences;
      puts.push(body);
      if (failPut) return json({ ...failPut, code: 'INTERNAL' }, 500);
      stored = body;
      return json({ preferences: stored });
    }
    return json({ message: `No stub for ${route}`, code: 'NOT_FOUND' }, 404);
  });
  return puts;
}

function renderSection() {
  render(
    <Provider store={createAppStore()}>
      <ToastProvider>
        <EmailSection />
      </ToastProvider>
    </Provider>,
  );
}

beforeEach(() => localStorage.setItem('token', 'test-token'));
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('EmailSection', () => {
  it('shows a switch for each kind of news, as the server keeps them', async () => {
    stubPreferences({ ...ALL_ON, farmUpdates: false });
    renderSection();

    expect(screen.getByRole('heading', { name: 'Email' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: /Order updates/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Farm updates/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /Campaign results/ })).toBeChecked();
    expect(await screen.findByRole('switch', { name: /New investments/ })).toBeChecked();
    expect(
      screen.getByText(/Emails about your account, payments and refunds always come/),
    ).toBeInTheDocument();
  });

  it('offers the investments summary only to farmers, who may own campaigns', async () => {
    stubPreferences(ALL_ON, { profile: { ...FARMER, active: 'false' } });
    renderSection();

    expect(await screen.findByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Campaign results/ })).toBeChecked();
    expect(screen.queryByRole('switch', { name: /New investments/ })).not.toBeInTheDocument();
  });

  it('turns a kind off and saves every switch', async () => {
    const puts = stubPreferences(ALL_ON);
    renderSection();

    await userEvent.setup().click(await screen.findByRole('switch', { name: /Order updates/ }));

    expect(await screen.findByText(PREFERENCES_SAVED)).toBeInTheDocument();
    expect(puts).toEqual([{ ...ALL_ON, orderUpdates: false }]);
    expect(screen.getByRole('switch', { name: /Order updates/ })).not.toBeChecked();
  });

  it('says why when the change cannot be saved, and keeps the switch as it was', async () => {
    stubPreferences(ALL_ON, { failPut: { message: 'The database is asleep.' } });
    renderSection();

    await userEvent.setup().click(await screen.findByRole('switch', { name: /Farm updates/ }));

    expect(await screen.findByText('The database is asleep.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: /Farm updates/ })).toBeChecked());
  });
});
