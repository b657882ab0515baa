import { act, render } from '@testing-library/react';
import type { NavigateFunction } from 'react-router';
import { MemoryRouter, useNavigate } from 'react-router';
import { useScrollToTop } from './use-scroll-to-top';

let navigate: NavigateFunction;

function Page() {
  useScrollToTop();
  navigate = useNavigate();
  return null;
}

it('scrolls a newly opened page to its top, and leaves back and forward to the browser', () => {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  render(
    <MemoryRouter initialEntries={['/farms']}>
      <Page />
    </MemoryRouter>,
  );
  expect(scrollTo).not.toHaveBeenCalled();

  act(() => void navigate('/campaign/c1'));
  expect(scrollTo).toHaveBeenCalledTimes(1);
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

  act(() => void navigate(-1));
  expect(scrollTo).toHaveBeenCalledTimes(1);
});
