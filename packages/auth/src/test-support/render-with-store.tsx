import { api } from '@mitti/api-client/api';
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { authSlice } from '../auth-slice';

/** A store shaped like the apps' (api + auth); it reads the stored token when created. */
export function createTestStore() {
  return configureStore({
    reducer: { api: api.reducer, auth: authSlice.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export interface RenderOptions {
  /** Where the memory router starts, as the app's router sees it. */
  route?: string;
  state?: unknown;
  basename?: string;
}

export function renderWithStore(
  ui: ReactNode,
  { route = '/', state, basename }: RenderOptions = {},
) {
  const store = createTestStore();
  const entry = basename ? `${basename}${route === '/' ? '' : route}` : route;
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[{ pathname: entry, state }]} basename={basename}>
        {ui}
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}
