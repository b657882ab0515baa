import { createCampaign } from '@mitti/api-client/create-campaign';
import { createAppStore } from '@mitti/auth/app-store';
import type { UserProfile, VerificationRequestState } from '@mitti/domain/user';
import { ToastProvider } from '@mitti/ui/toast-provider';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { campaignFixture, jsonResponse, stubApi } from '@/test-support/campaign-api-stub';
import { CreateCampaignPage } from './create-campaign-page';

jest.mock('@mitti/api-client/create-campaign', () => ({ createCampaign: jest.fn() }));
const createMock = jest.mocked(createCampaign);

const farmer: UserProfile = {
  _id: 'farmer-1',
  name: 'Ravi Kumar',
  email: 'ravi@mitti.test',
  phone: '9876543210',
  profilePicture: null,
  addresses: [],
  active: 'true',
  role: 'user',
  verificationRequest: { status: 'approved' },
};
const unverified: UserProfile = {
  ...farmer,
  active: 'false',
  verificationRequest: { status: 'none' },
};

function renderPage() {
  return render(
    <Provider store={createAppStore()}>
      <ToastProvider>
        <MemoryRouter>
          <CreateCampaignPage />
        </MemoryRouter>
      </ToastProvider>
    </Provider>,
  );
}

const revokeObjectURL = jest.fn();

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

const VALID_ENTRIES: [label: string, value: string][] = [
  ['Campaign title', 'Millet Revival'],
  ['Your story', 'Three generations on this land.'],
  ['Funding goal', '500000'],
  ['Minimum investment', '5000'],
  ['Minimum return', '8'],
  ['How returns are paid', 'Shared after harvest.'],
  ['Farm name', 'Green Valley Farm'],
  ['Farm location', 'Nashik, Maharashtra'],
  ['Farm size', '12'],
  ['Crop types', 'Millet, Sorghum'],
  ['Start date', '2030-01-01'],
  ['End date', '2030-06-30'],
  ['How the funds will be used', '40% for drip irrigation.'],
  ['Environmental and social impact', 'Saves water.'],
  ['Risks and how you reduce them', 'Late monsoon.'],
];

/** Fills every required field with a valid value (change events: typing it all is slow). */
async function fillRequiredFields() {
  await screen.findByRole('heading', { name: 'Campaign Pitch' });
  for (const [label, value] of VALID_ENTRIES) {
    fireEvent.change(field(label), { target: { value } });
  }
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('token', 'test-token');
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = revokeObjectURL;
});

afterEach(() => {
  jest.restoreAllMocks();
  createMock.mockReset();
});

describe('CreateCampaignPage', () => {
  it('shows the form to a verified farmer, with name and email from the account', async () => {
    stubApi({ 'GET /api/user-profile': () => jsonResponse(farmer) });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Campaign Pitch' })).toBeInTheDocument();
    for (const section of [
      'Financials',
      'Farmer & Farm Details',
      'Agricultural Practices',
      'Timeline',
      'Operational Details',
      'Risk Factors',
      'Upload Visuals',
    ]) {
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(field('Your name')).toHaveValue('Ravi Kumar');
    expect(field('Your name')).toHaveAttribute('readonly');
    expect(field('Email')).toHaveValue('ravi@mitti.test');
    expect(screen.getByText('Separate crops with commas')).toBeInTheDocument();
    expect(screen.getByText('PNG, JPG, GIF up to 10MB')).toBeInTheDocument();
    expect(screen.queryByText('Account Verification Required')).not.toBeInTheDocument();
  });

  it('asks a verified farmer whose email is not confirmed to confirm it first', async () => {
    stubApi({
      'GET /api/user-profile': () => jsonResponse({ ...farmer, emailConfirmed: false }),
      'POST /api/auth/resend-confirmation': () =>
        jsonResponse({ message: 'We have sent a new link to ravi@mitti.test.' }, 202),
    });
    renderPage();

    expect(await screen.findByText('Please confirm your email address first.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Campaign Pitch' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend the email' }));
    expect(
      await screen.findByText('We have sent a new link to ravi@mitti.test.'),
    ).toBeInTheDocument();
  });

  it('names every missing required field when submitted empty, and focuses the first', async () => {
    stubApi({ 'GET /api/user-profile': () => jsonResponse(farmer) });
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Submit Campaign for Review' }));

    for (const message of [
      'Campaign title is required',
      'Story is required',
      'Funding goal is required',
      'Minimum investment is required',
      'Minimum return is required',
      'Returns description is required',
      'Farm name is required',
      'Farm location is required',
      'Farm size is required',
      'Enter at least one crop type',
      'Start date is required',
      'End date is required',
      'Fund usage is required',
      'Impact metrics is required',
      'Risk factors is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText('Maximum return must be a number')).not.toBeInTheDocument();
    await waitFor(() => expect(field('Campaign title')).toHaveFocus());
    expect(createMock).not.toHaveBeenCalled();
  });

  it('refuses a minimum investment above the goal and an end date before the start', async () => {
    stubApi({ 'GET /api/user-profile': () => jsonResponse(farmer) });
    renderPage();
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(/^Funding goal/), '10000');
    await user.type(field('Minimum investment'), '20000');
    fireEvent.change(field('Start date'), { target: { value: '2030-06-01' } });
    fireEvent.change(field('End date'), { target: { value: '2030-05-01' } });
    await user.click(screen.getByRole('button', { name: 'Submit Campaign for Review' }));

    expect(
      await screen.findByText('Minimum investment cannot be more than the funding goal'),
    ).toBeInTheDocument();
    expect(screen.getByText('End date must be after the start date')).toBeInTheDocument();
  });

  it('submits the campaign with its visuals, then resets the form', async () => {
    stubApi({ 'GET /api/user-profile': () => jsonResponse(farmer) });
    createMock.mockImplementation((_fields, _files, _token, onProgress) => {
      onProgress(100);
      return Promise.resolve(campaignFixture({ status: 'Draft', isVerified: false }));
    });
    renderPage();
    const user = userEvent.setup();
    await fillRequiredFields();
    await user.click(screen.getByRole('button', { name: 'Organic' }));
    const photo = new File(['jpeg'], 'field.jpg', { type: 'image/jpeg' });
    const huge = new File(['x'], 'huge.mp4', { type: 'video/mp4' });
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('Campaign photos and videos'), [photo, huge]);
    expect(screen.getByRole('img', { name: 'field.jpg' })).toBeInTheDocument();
    expect(screen.getByText('huge.mp4 is larger than 10MB and was not added.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit Campaign for Review' }));

    expect(await screen.findByText('Campaign submitted for review!')).toBeInTheDocument();
    expect(createMock).toHaveBeenCalledTimes(1);
    const [fields, files, token] = createMock.mock.calls[0]!;
    expect(fields).toEqual({
      campaignTitle: 'Millet Revival',
      story: 'Three generations on this land.',
      farmName: 'Green Valley Farm',
      farmLocation: 'Nashik, Maharashtra',
      fundingGoal: '500000',
      minInvestment: '5000',
      returnsType: 'Percentage Range',
      returnsMin: '8',
      returnsMax: '',
      returnsDescription: 'Shared after harvest.',
      farmSizeValue: '12',
      farmSizeUnit: 'Acres',
      cropTypes: 'Millet, Sorghum',
      farmingMethods: ['Organic'],
      startDate: '2030-01-01',
      endDate: '2030-06-30',
      fundUsage: '40% for drip irrigation.',
      impactMetrics: 'Saves water.',
      riskFactors: 'Late monsoon.',
    });
    expect(files.map((file) => file.name)).toEqual(['field.jpg']);
    expect(token).toBe('test-token');
    expect(screen.getByText(/Once an admin approves it/)).toBeInTheDocument();
    expect(field('Campaign title')).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'field.jpg' })).not.toBeInTheDocument();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('keeps what was typed across a reload, until the farmer starts over', async () => {
    stubApi({ 'GET /api/user-profile': () => jsonResponse(farmer) });
    const first = renderPage();
    const user = userEvent.setup();
    await fillRequiredFields();
    await user.click(screen.getByRole('button', { name: 'Organic' }));
    first.unmount();

    renderPage();

    expect(await screen.findByText(/We kept the campaign you were writing\./)).toBeInTheDocument();
    expect(field('Campaign title')).toHaveValue('Millet Revival');
    expect(field('Your story')).toHaveValue('Three generations on this land.');
    expect(screen.getByRole('button', { name: 'Organic' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    const confirm = screen.getByRole('dialog', { name: 'Start over?' });
    await user.click(within(confirm).getByRole('button', { name: 'Start over' }));

    expect(field('Campaign title')).toHaveValue('');
    expect(screen.queryByText(/We kept the campaign/)).not.toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });

  it('forgets the kept campaign once it is submitted', async () => {
    stubApi({ 'GET /api/user-profile': () => jsonResponse(farmer) });
    createMock.mockResolvedValue(campaignFixture({ status: 'Draft', isVerified: false }));
    const first = renderPage();
    const user = userEvent.setup();
    await fillRequiredFields();
    await user.click(screen.getByRole('button', { name: 'Organic' }));
    await user.click(screen.getByRole('button', { name: 'Submit Campaign for Review' }));
    expect(await screen.findByText('Campaign submitted for review!')).toBeInTheDocument();
    first.unmount();

    renderPage();

    await screen.findByRole('heading', { name: 'Campaign Pitch' });
    expect(field('Campaign title')).toHaveValue('');
    expect(screen.queryByText(/We kept the campaign/)).not.toBeInTheDocument();
  });

  it('ignores a kept copy it cannot read, and fields of the wrong kind', async () => {
    stubApi({ 'GET /api/user-profile': () => jsonResponse(farmer) });
    sessionStorage.setItem(
      'mitti.campaign-draft.farmer-1',
      JSON.stringify({ campaignTitle: 'Kept title', story: 42, farmingMethods: 'Organic' }),
    );
    const first = renderPage();

    await screen.findByRole('heading', { name: 'Campaign Pitch' });
    expect(field('Campaign title')).toHaveValue('Kept title');
    expect(field('Your story')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Organic' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    first.unmount();

    sessionStorage.setItem('mitti.campaign-draft.farmer-1', '{not json');
    renderPage();
    await screen.findByRole('heading', { name: 'Campaign Pitch' });
    expect(field('Campaign title')).toHaveValue('');
  });

  it("takes amounts typed as the site prints them ('1,00,020'), shows them grouped and submits", async () => {
    stubApi({ 'GET /api/user-profile': () => jsonResponse(farmer) });
    createMock.mockResolvedValue(campaignFixture({ status: 'Draft', isVerified: false }));
    renderPage();
    const user = userEvent.setup();
    await fillRequiredFields();

    // Set as change events: typing key by key validates this long form each time, which took most
    // of the 30 s limit on a busy machine. Typing itself is the next test's subject.
    fireEvent.change(field('Funding goal'), { target: { value: '1,00,020' } });
    await user.click(field('Minimum investment'));
    fireEvent.change(field('Minimum investment'), { target: { value: '2500.5' } });
    await user.tab();

    expect(field('Funding goal')).toHaveValue('1,00,020');
    expect(field('Minimum investment')).toHaveValue('2,500.50');
    expect(screen.queryByText(/must be/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit Campaign for Review' }));

    expect(await screen.findByText('Campaign submitted for review!')).toBeInTheDocument();
    expect(createMock.mock.calls[0]![0]).toMatchObject({
      fundingGoal: '1,00,020',
      minInvestment: '2,500.50',
    });
  });

  it('shows plain digits grouped once the field is left, and names an amount it cannot read', async () => {
    stubApi({ 'GET /api/user-profile': () => jsonResponse(farmer) });
    renderPage();
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(/^Funding goal/), '1500000');
    await user.type(field('Minimum investment'), '1e3');
    await user.tab();

    expect(field('Funding goal')).toHaveValue('15,00,000');
    expect(field('Minimum investment')).toHaveValue('1e3');
    expect(
      await screen.findByText('Minimum investment must be an amount in rupees, like 1,00,000'),
    ).toBeInTheDocument();
  });

  it("shows the server's message and its field errors when the campaign is refused", async () => {
    stubApi({ 'GET /api/user-profile': () => jsonResponse(farmer) });
    createMock.mockRejectedValue(
      Object.assign(new Error('The end date must be in the future.'), {
        status: 400,
        fields: { endDate: 'End date must be in the future' },
      }),
    );
    renderPage();
    const user = userEvent.setup();
    await fillRequiredFields();
    await user.click(screen.getByRole('button', { name: 'Submit Campaign for Review' }));

    expect(await screen.findByText('The end date must be in the future.')).toBeInTheDocument();
    expect(screen.getByText('End date must be in the future')).toBeInTheDocument();
    expect(field('Campaign title')).toHaveValue('Millet Revival');
  });

  it('says when the campaign could not be created and the server gave no message', async () => {
    stubApi({ 'GET /api/user-profile': () => jsonResponse(farmer) });
    createMock.mockRejectedValue({ status: 500 });
    renderPage();
    await fillRequiredFields();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Submit Campaign for Review' }));

    expect(
      await screen.findByText('Failed to create campaign. Please check all fields.'),
    ).toBeInTheDocument();
  });

  it('asks an unverified farmer to request verification, and shows it under review once sent', async () => {
    const bodies: unknown[] = [];
    let verificationRequest: VerificationRequestState = { status: 'none' };
    stubApi({
      'GET /api/user-profile': () => jsonResponse({ ...unverified, verificationRequest }),
      'POST /api/sending-request': async (request) => {
        bodies.push(await request.json());
        verificationRequest = { status: 'pending' };
        return jsonResponse({ message: 'Request received.' }, 201);
      },
    });
    renderPage();
    const user = userEvent.setup();

    expect(await screen.findByText('Account Verification Required')).toBeInTheDocument();
    expect(
      screen.getByText(
        'To ensure the quality and authenticity of our farm projects, we require all farmers to be verified. Please send a request to our team to get started.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Campaign for Review' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send Verification Request' }));

    expect(
      await screen.findByText("Request sent successfully! We'll be in touch."),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ userId: 'farmer-1', email: 'ravi@mitti.test' }]);
    expect(screen.getByText('Request sent: under review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Verification Request' })).toBeNull();
    // The button is gone: the alert in its place has the focus.
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('shows a request sent before the reload as under review, without the button', async () => {
    stubApi({
      'GET /api/user-profile': () =>
        jsonResponse({ ...unverified, verificationRequest: { status: 'pending' } }),
    });
    renderPage();

    expect(await screen.findByText('Request sent: under review')).toBeInTheDocument();
    expect(
      screen.getByText(
        /Our team is checking your farm details and will contact you at ravi@mitti\.test/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Verification Request' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit Campaign for Review' })).toBeNull();
  });

  it('shows why a request was declined, and lets the farmer send a new one', async () => {
    let verificationRequest: VerificationRequestState = {
      status: 'declined',
      reason: 'Please add your organic certificate.',
    };
    stubApi({
      'GET /api/user-profile': () => jsonResponse({ ...unverified, verificationRequest }),
      'POST /api/sending-request': () => {
        verificationRequest = { status: 'pending' };
        return jsonResponse({ message: 'Request received.' }, 201);
      },
    });
    renderPage();
    const user = userEvent.setup();

    expect(await screen.findByText('Your last request was declined')).toBeInTheDocument();
    expect(screen.getByText('Reason: Please add your organic certificate.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send Verification Request' }));

    expect(await screen.findByText('Request sent: under review')).toBeInTheDocument();
    expect(screen.queryByText('Your last request was declined')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send Verification Request' })).toBeNull();
  });

  it('says a verification the team took back was withdrawn, not a request declined', async () => {
    stubApi({
      'GET /api/user-profile': () =>
        jsonResponse({
          ...unverified,
          verificationRequest: { status: 'withdrawn', reason: 'The land records did not match.' },
        }),
    });
    renderPage();

    expect(await screen.findByText('Your farmer verification was withdrawn')).toBeInTheDocument();
    expect(screen.getByText('Reason: The land records did not match.')).toBeInTheDocument();
    expect(screen.queryByText('Your last request was declined')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send Verification Request' })).toBeEnabled();
  });

  it("shows the server's word when the verification request is refused", async () => {
    stubApi({
      'GET /api/user-profile': () => jsonResponse(unverified),
      'POST /api/sending-request': () =>
        jsonResponse({ message: 'Your request is already waiting.', code: 'CONFLICT' }, 409),
    });
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Send Verification Request' }));

    expect(await screen.findByText('Your request is already waiting.')).toBeInTheDocument();
    expect(screen.getByText('Request sent: under review')).toBeInTheDocument();
  });

  it('says so when the profile cannot be loaded', async () => {
    stubApi({
      'GET /api/user-profile': () => jsonResponse({ message: 'Down', code: 'INTERNAL' }, 500),
    });
    renderPage();

    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await waitFor(() =>
      // The toast and the page both say it.
      expect(screen.getAllByText('Could not load your profile data.')).toHaveLength(2),
    );
  });
});
