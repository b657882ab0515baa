import { tokenRefused } from '@mitti/api-client/base-query';
import { TOKEN_STORAGE_KEY } from '@mitti/domain/constants';
import { createAppStore } from './app-store';

afterEach(() => localStorage.clear());

test('a refused token ends the session it belongs to', () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-expired');
  const store = createAppStore();
  store.dispatch(tokenRefused('jwt-expired'));
  expect(store.getState().auth).toEqual({ token: null, sessionEnded: true });
});

test('the refusal of an older token leaves a newer session alone', () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-new');
  const store = createAppStore();
  store.dispatch(tokenRefused('jwt-old'));
  expect(store.getState().auth).toEqual({ token: 'jwt-new', sessionEnded: false });
});
