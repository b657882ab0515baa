import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { usePageParam } from './use-page-param';

function renderAt(path: string) {
  const result: { current: ReturnType<typeof usePageParam> | null } = { current: null };
  function Probe() {
    result.current = usePageParam();
    return null;
  }
  const router = createMemoryRouter([{ path: '/admin', element: <Probe /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return { result, router };
}

it('reads the page from the address, keeping the other parameters when it changes', async () => {
  const { result, router } = renderAt('/admin?tab=refunds&page=3');
  expect(result.current?.[0]).toBe(3);
  act(() => result.current?.[1](4));
  await waitFor(() => expect(router.state.location.search).toBe('?tab=refunds&page=4'));
  expect(result.current?.[0]).toBe(4);
  act(() => result.current?.[1](1));
  await waitFor(() => expect(router.state.location.search).toBe('?tab=refunds'));
  expect(result.current?.[0]).toBe(1);
});

it.each(['', '?page=0', '?page=-2', '?page=two', '?page=1.5'])('opens page 1 for %j', (search) => {
  const { result } = renderAt(`/admin${search}`);
  expect(result.current?.[0]).toBe(1);
});
