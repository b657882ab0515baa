import { TOKEN_STORAGE_KEY } from '@mitti/domain/constants';
import { readToken, saveToken } from './token-store';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

test('a new remembered token overwrites the old one: other tabs never see an empty storage', () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-asha');
  sessionStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-old');
  const removeItem = jest.spyOn(Storage.prototype, 'removeItem');

  saveToken('jwt-ravi', true);

  expect(removeItem.mock.contexts).toEqual([sessionStorage]);
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-ravi');
  expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
});

test('a token kept for this tab only takes the place of a remembered one', () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-asha');

  saveToken('jwt-ravi', false);

  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-ravi');
  expect(readToken()).toBe('jwt-ravi');
});
