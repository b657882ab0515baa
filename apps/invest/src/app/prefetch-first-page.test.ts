import { createAppStore } from '@mitti/auth/app-store';
import { waitFor } from '@testing-library/react';
import { prefetchFirstPage } from './prefetch-first-page';

let asked: string[];

beforeEach(() => {
  asked = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    asked.push(new URL(new Request(input, init).url).pathname);
    return Promise.resolve(new Response(JSON.stringify({ _id: 'c7' })));
  });
});

afterEach(() => jest.restoreAllMocks());

it('opening a campaign asks for it before the page has rendered', async () => {
  prefetchFirstPage(createAppStore(), '/campaign/c7');
  await waitFor(() => expect(asked).toEqual(['/api/campaigns/c7']));
});

it('asks for nothing on the pages whose queries take arguments from the page', async () => {
  prefetchFirstPage(createAppStore(), '/farms');
  prefetchFirstPage(createAppStore(), '/campaign/c7/invest');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(asked).toEqual([]);
});
