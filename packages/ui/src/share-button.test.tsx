import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COPY_FAILED, LINK_COPIED, ShareButton } from './share-button';
import { ToastProvider } from './toast-provider';

const CAMPAIGN = {
  title: 'Millet Revival in the Deccan',
  text: 'Green Valley Farm, Nashik: invest in its harvest on Mitti.',
  path: '/campaign/camp-1',
};
const URL_SHARED = `${window.location.origin}/campaign/camp-1`;

/** The browser's share sheet, which jsdom (like desktop Chromium on Linux) does not have. */
function withShareSheet(share: (data: ShareData) => Promise<void>) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  jest.restoreAllMocks();
});

/** The button on a page, and what it writes to the clipboard user-event gives jsdom. */
function renderButton() {
  const user = userEvent.setup();
  const copied = jest.spyOn(navigator.clipboard, 'writeText');
  render(
    <ToastProvider>
      <ShareButton {...CAMPAIGN} />
    </ToastProvider>,
  );
  return { user, copied };
}

it('opens the device’s share sheet with the title, a line and the full link', async () => {
  const share = jest.fn(() => Promise.resolve());
  withShareSheet(share);
  const { user, copied } = renderButton();
  await user.click(screen.getByRole('button', { name: 'Share' }));
  expect(share).toHaveBeenCalledWith({
    title: CAMPAIGN.title,
    text: CAMPAIGN.text,
    url: URL_SHARED,
  });
  expect(copied).not.toHaveBeenCalled();
  expect(screen.queryByText(LINK_COPIED)).not.toBeInTheDocument();
});

it('does nothing more when the sheet is closed without sharing', async () => {
  withShareSheet(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
  const { user, copied } = renderButton();
  await user.click(screen.getByRole('button', { name: 'Share' }));
  expect(copied).not.toHaveBeenCalled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('copies the link, and says so, without a share sheet or when the sheet is refused', async () => {
  let { user, copied } = renderButton();
  await user.click(screen.getByRole('button', { name: 'Share' }));
  expect(await screen.findByText(LINK_COPIED)).toBeInTheDocument();
  expect(copied).toHaveBeenCalledWith(URL_SHARED);
  cleanup();
  jest.restoreAllMocks();

  withShareSheet(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
  ({ user, copied } = renderButton());
  await user.click(screen.getByRole('button', { name: 'Share' }));
  expect(await screen.findByText(LINK_COPIED)).toBeInTheDocument();
  expect(copied).toHaveBeenCalledWith(URL_SHARED);
});

it('tells to copy from the address bar when the clipboard refuses', async () => {
  const { user, copied } = renderButton();
  copied.mockRejectedValue(new Error('Denied'));
  await user.click(screen.getByRole('button', { name: 'Share' }));
  expect(await screen.findByText(COPY_FAILED)).toBeInTheDocument();
});
