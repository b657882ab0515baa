import { authEndpoints } from '@mitti/api-client/auth-endpoints';
import { tokenRefused } from '@mitti/api-client/base-query';
import { TOKEN_STORAGE_KEY } from '@mitti/domain/constants';
import { createAppStore } from './app-store';
import { endSession, renewToken, signIn } from './auth-slice';
import { jsonResponse, stubFetch } from './test-support/stub-fetch';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

const CONFIG = { googleClientId: null };

/** A store with one cached answer (the sign-in config), as any page leaves behind. */
async function storeWithCachedAnswer() {
  stubFetch({ 'GET /api/auth/config': () => jsonResponse(CONFIG) });
  const store = createAppStore();
  await store.dispatch(authEndpoints.authConfig.initiate());
  expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
  return store;
}

test('a refused token ends the session it belongs to', () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-expired');
  const store = createAppStore();
  store.dispatch(tokenRefused('jwt-expired'));
  expect(store.getState().auth).toEqual({ token: null, endedToken: 'jwt-expired' });
});

test('the refusal of an older token leaves a newer session alone', () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-new');
  const store = createAppStore();
  store.dispatch(tokenRefused('jwt-old'));
  expect(store.getState().auth).toEqual({ token: 'jwt-new', endedToken: null });
});

test('signing in forgets every answer cached for whoever was signed in before', async () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-asha');
  localStorage.setItem('profile', JSON.stringify({ _id: 'asha', name: 'Asha' }));
  const store = await storeWithCachedAnswer();

  store.dispatch(signIn('jwt-ravi', true));

  expect(store.getState().auth).toEqual({ token: 'jwt-ravi', endedToken: null });
  expect(store.getState().api.queries).toEqual({});
  expect(localStorage.getItem('profile')).toBeNull();
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-ravi');
});

test("a password change's new token keeps the account's cached answers, stored where it was", async () => {
  sessionStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-asha');
  const store = await storeWithCachedAnswer();

  store.dispatch(renewToken('jwt-asha-2'));

  expect(store.getState().auth.token).toBe('jwt-asha-2');
  expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
  expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-asha-2');
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
});

test('a session that ends lets a call on its way answer before forgetting, so it is not aborted', async () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-asha');
  let answer: (response: Response) => void = () => undefined;
  const sent = new Promise<void>((wasSent) => {
    stubFetch({
      'POST /api/auth/logout-all': () => {
        wasSent();
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      },
    });
  });
  const store = createAppStore();
  const call = store.dispatch(authEndpoints.logoutEverywhere.initiate());
  await sent;

  store.dispatch(tokenRefused('jwt-asha'));
  const ended = store.dispatch(endSession('jwt-asha'));
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  answer(jsonResponse({ message: 'Please sign in to continue.', code: 'UNAUTHORIZED' }, 401));

  const result = await call;
  expect(result.error).toMatchObject({ status: 401, message: 'Please sign in to continue.' });
  await ended;
  expect(store.getState().api.mutations).toEqual({});
});
