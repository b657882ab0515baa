import { loadGoogleIdentity } from './google-identity';

const scripts = () =>
  document.head.querySelectorAll('script[src="https://accounts.google.com/gsi/client"]');

afterEach(() => {
  delete window.google;
  document.head.innerHTML = '';
});

test('the Google script is added once however many buttons ask, and retried after a failure', async () => {
  const first = loadGoogleIdentity();
  const second = loadGoogleIdentity();
  expect(scripts()).toHaveLength(1);

  scripts()[0]!.dispatchEvent(new Event('error'));
  await expect(first).rejects.toThrow('Could not load Google Identity Services.');
  await expect(second).rejects.toThrow();
  expect(scripts()).toHaveLength(0);

  const retry = loadGoogleIdentity();
  expect(scripts()).toHaveLength(1);
  const id = { initialize: jest.fn(), renderButton: jest.fn() };
  window.google = { accounts: { id } };
  scripts()[0]!.dispatchEvent(new Event('load'));
  await expect(retry).resolves.toBe(id);
});
