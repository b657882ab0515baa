import { createAppStore } from '@mitti/auth/app-store';
import { waitFor } from '@testing-library/react';
import { prefetchFirstPage } from './prefetch-first-page';

let asked: string[];

beforeEach(() => {
  asked = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    asked.push(new URL(new Request(input, init).url).pathname);
    return Promise.resolve(new Response(JSON.stringify({ response: [] })));
  });
});

afterEach(() => jest.restoreAllMocks());

it.each([
  ['/shop/', '/api/items'],
  ['/shop', '/api/items'],
  ['/shop/itemInfo/i42', '/api/items/i42'],
])('opening %s asks for %s before the page has rendered', async (path, call) => {
  prefetchFirstPage(createAppStore(), { pathname: path, search: '' });
  await waitFor(() => expect(asked).toEqual([call]));
});

it('asks for nothing on a page whose data is private or needs its own arguments', () => {
  const store = createAppStore();
  prefetchFirstPage(store, { pathname: '/shop/cart', search: '' });
  // A request starts as a query in the store the moment it is dispatched.
  expect(store.getState().api.queries).toEqual({});
});
