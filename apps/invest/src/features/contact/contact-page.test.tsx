import { createAppStore } from '@mitti/auth/app-store';
import type { UserProfile } from '@mitti/domain/user';
import { ToastProvider } from '@mitti/ui/toast-provider';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import {
  campaignFixture,
  jsonResponse,
  listResponse,
  stubApi,
} from '@/test-support/campaign-api-stub';
import { ContactPage } from './contact-page';

const investor: UserProfile = {
  _id: 'user-7',
  name: 'Meera Iyer',
  email: 'meera@mitti.test',
  phone: '',
  profilePicture: null,
  addresses: [],
  active: 'false',
  role: 'user',
};

function renderPage(state?: unknown) {
  render(
    <Provider store={createAppStore()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[{ pathname: '/contact', state }]}>
          <ContactPage />
        </MemoryRouter>
      </ToastProvider>
    </Provider>,
  );
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('ContactPage', () => {
  it('writes to the farmer of the campaign it was opened from, and clears the message', async () => {
    const bodies: unknown[] = [];
    stubApi({
      'POST /api/contact': async (request) => {
        bodies.push(await request.json());
        return jsonResponse({ message: 'Your message is on its way to Ravi Kumar.' }, 201);
      },
    });
    renderPage({ campaignId: 'camp-1', campaignTitle: 'Millet Revival in the Deccan' });
    const user = userEvent.setup();

    expect(screen.getByText('About: Millet Revival in the Deccan')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Campaign \(optional\)/)).not.toBeInTheDocument();
    await user.type(field('Your name'), 'Meera Iyer');
    await user.type(field('Email'), 'meera@mitti.test');
    await user.type(field('Message'), 'Is the farm open for visits?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(
      await screen.findByText('Your message is on its way to Ravi Kumar.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        campaignId: 'camp-1',
        name: 'Meera Iyer',
        email: 'meera@mitti.test',
        message: 'Is the farm open for visits?',
      },
    ]);
    expect(field('Message')).toHaveValue('');
    expect(field('Your name')).toHaveValue('Meera Iyer');
  });

  it('checks the fields before sending', async () => {
    const calls = stubApi({});
    renderPage();
    const user = userEvent.setup();

    await user.type(field('Email'), 'not-an-email');
    await user.type(field('Phone'), '12345');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    // The first invalid field takes the focus, and its error is read with it.
    expect(field('Your name')).toHaveFocus();
    expect(field('Your name')).toHaveAccessibleDescription('Name is required');
    expect(calls.filter((url) => url.pathname === '/api/contact')).toEqual([]);
  });

  it("fills in a signed-in user's name and email, lets them pick a campaign, shows failures", async () => {
    localStorage.setItem('token', 'test-token');
    const bodies: unknown[] = [];
    let fail = true;
    stubApi({
      'GET /api/user-profile': () => jsonResponse(investor),
      'GET /api/campaigns': () => jsonResponse(listResponse([campaignFixture()])),
      'POST /api/contact': async (request) => {
        bodies.push(await request.json());
        return fail
          ? jsonResponse({ message: 'Too many messages. Try later.', code: 'RATE' }, 429)
          : jsonResponse({ message: 'Thanks! The farmer will reply by email.' }, 201);
      },
    });
    renderPage();
    const user = userEvent.setup();

    await waitFor(() => expect(field('Your name')).toHaveValue('Meera Iyer'));
    expect(field('Email')).toHaveValue('meera@mitti.test');
    await user.click(await screen.findByRole('combobox', { name: /Campaign \(optional\)/ }));
    await user.click(
      within(screen.getByRole('listbox')).getByRole('option', {
        name: 'Millet Revival in the Deccan (Green Valley Farm)',
      }),
    );
    await user.type(field('Phone'), '9876543210');
    await user.type(field('Message'), 'When is the harvest?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Too many messages. Try later.')).toBeInTheDocument();
    expect(field('Message')).toHaveValue('When is the harvest?');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Thanks! The farmer will reply by email.')).toBeInTheDocument();
    expect(bodies[1]).toEqual({
      campaignId: 'camp-1',
      name: 'Meera Iyer',
      email: 'meera@mitti.test',
      phone: '9876543210',
      message: 'When is the harvest?',
    });
  });
});
