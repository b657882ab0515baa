import { renderHook } from '@testing-library/react';
import type { ShownPage } from './use-page-step-back';
import { usePageStepBack } from './use-page-step-back';

function stepsTo(shown: ShownPage | undefined, rows: number): number[] {
  const onChange = jest.fn();
  renderHook(() => usePageStepBack(shown, rows, onChange));
  return onChange.mock.calls.map(([page]) => page as number);
}

it('steps back one page when the last page has just been emptied', () => {
  expect(stepsTo({ page: 3, limit: 20, total: 40 }, 0)).toEqual([2]);
});

it('steps back to the last page with rows from a page far past the end', () => {
  expect(stepsTo({ page: 9, limit: 20, total: 45 }, 0)).toEqual([3]);
  expect(stepsTo({ page: 4, limit: 20, total: 0 }, 0)).toEqual([1]);
});

it('stays on a page that has rows, on the first page, and while nothing is loaded', () => {
  expect(stepsTo({ page: 2, limit: 20, total: 25 }, 5)).toEqual([]);
  expect(stepsTo({ page: 1, limit: 20, total: 0 }, 0)).toEqual([]);
  expect(stepsTo(undefined, 0)).toEqual([]);
});
