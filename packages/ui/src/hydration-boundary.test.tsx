import { act, Profiler } from 'react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrationBoundary } from './hydration-boundary';

function Section({ name }: { name: string }) {
  return <section>{name}</section>;
}

/** Draws `page` on the "server", takes it over in the browser, and counts the commits it took. */
function commitsToTakeOver(page: ReactNode): { commits: number; html: string } {
  const tree = (onRender: () => void) => (
    <Profiler id="page" onRender={onRender}>
      {page}
    </Profiler>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree(() => undefined));
  document.body.append(container);
  const serverNodes = [...container.querySelectorAll('section')];
  let commits = 0;
  const recoverable: unknown[] = [];
  act(() => {
    hydrateRoot(
      container,
      tree(() => (commits += 1)),
      {
        onRecoverableError: (error) => recoverable.push(error),
      },
    );
  });
  expect(recoverable).toEqual([]);
  // Taken over, not redrawn: the server's elements stay.
  expect([...container.querySelectorAll('section')]).toEqual(serverNodes);
  const html = container.textContent ?? '';
  container.remove();
  return { commits, html };
}

it('takes the boundary’s content over in a commit after the rest, keeping the server’s elements', () => {
  const apart = commitsToTakeOver(
    <>
      <Section name="filters" />
      <HydrationBoundary>
        <Section name="cards" />
      </HydrationBoundary>
    </>,
  );
  const together = commitsToTakeOver(
    <>
      <Section name="filters" />
      <Section name="cards" />
    </>,
  );
  expect(apart.html).toBe('filterscards');
  expect(together.commits).toBe(1);
  expect(apart.commits).toBe(2);
});
