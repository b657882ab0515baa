import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, parsePath } from 'react-router';
import { createAppStore } from '../app-store';

export interface RenderOptions {
  /** Where the memory router starts, as the app's router sees it (with a query if need be). */
  route?: string;
  state?: unknown;
  basename?: string;
}

export function renderWithStore(
  ui: ReactNode,
  { route = '/', state, basename }: RenderOptions = {},
) {
  // The apps' store; it reads the stored token when created.
  const store = createAppStore();
  const entry = basename ? `${basename}${route === '/' ? '' : route}` : route;
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[{ ...parsePath(entry), state }]} basename={basename}>
        {ui}
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}
