import { createAppStore } from '@mitti/auth/app-store';
import { waitFor } from '@testing-library/react';
import { prefetchFirstPage } from './prefetch-first-page';

let asked: string[];

beforeEach(() => {
  asked = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(new Request(input, init).url);
    asked.push(`${url.pathname}${url.search}`);
    return Promise.resolve(new Response(JSON.stringify({ _id: 'c7' })));
  });
});

const at = (pathname: string, search = '') => ({ pathname, search });

afterEach(() => jest.restoreAllMocks());

it('opening a campaign asks for it before the page has rendered', async () => {
  prefetchFirstPage(createAppStore(), at('/campaign/c7'));
  await waitFor(() => expect(asked).toEqual(['/api/campaigns/c7']));
});

it('opening the landing page asks for its spotlight campaigns', async () => {
  prefetchFirstPage(createAppStore(), at('/'));
  await waitFor(() =>
    expect(asked).toEqual(['/api/campaigns?limit=3&sortBy=raisedAmount&sortOrder=desc']),
  );
});

it('opening the listing asks for the page, filters and sort in its address', async () => {
  prefetchFirstPage(
    createAppStore(),
    at('/farms', '?page=2&cropTypes=Rice&sortBy=fundingProgress'),
  );
  await waitFor(() =>
    expect(asked).toEqual([
      '/api/campaigns?page=2&limit=10&cropTypes=Rice&sortBy=fundingProgress&sortOrder=desc',
    ]),
  );
});

it('asks for nothing on the pages whose data is private or needs the visitor', () => {
  const store = createAppStore();
  prefetchFirstPage(store, at('/campaign/c7/invest'));
  prefetchFirstPage(store, at('/dashboard'));
  // A request starts as a query in the store the moment it is dispatched.
  expect(store.getState().api.queries).toEqual({});
});
