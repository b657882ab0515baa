import { api } from '@mitti/api-client/api';
import type { AuthConfig } from '@mitti/api-client/auth-endpoints';
import type { CartResponse } from '@mitti/domain/cart';
import type { NotificationsResponse } from '@mitti/domain/notification';
import type { UserProfile } from '@mitti/domain/user';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Decorator } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createAppStore } from '../app-store';
import { authSlice } from '../auth-slice';
import type { StoryAnswers } from './story-answers';
import { answerRequests } from './story-answers';

export interface ShellOptions {
  /** Signed in as this account; signed out without one. */
  account?: UserProfile;
  /** Units in the account's server cart. */
  cartItems?: number;
  notifications?: NotificationsResponse;
  /** Where the memory router starts, as the app's router sees it, with any query string. */
  route?: string;
  /** Router state of that entry, e.g. sign-up's message to the login page. */
  state?: unknown;
  /** '/shop' for the shop app's router. */
  basename?: string;
  /** More answers in the cache, by endpoint name (called without an argument): `emailPreferences`. */
  queries?: Record<string, unknown>;
  /** Answers of the requests the story sends (a page that confirms a link on load); others go out. */
  answers?: StoryAnswers;
}

/** The answers the shell reads, by endpoint name: the cache holds them before the story renders. */
interface ShellQueries {
  authConfig: AuthConfig;
  profile: UserProfile;
  cart: CartResponse;
  notifications: NotificationsResponse;
}

type CacheEntry = { endpointName: string; arg: undefined; value: unknown };

// The endpoints are injected from api-client's domain files, so `api` alone does not know their
// names; ShellQueries types what goes in. upsertQueryEntries fills the cache synchronously.
const upsertEntries = api.util.upsertQueryEntries as unknown as (
  entries: CacheEntry[],
) => UnknownAction;

function cartOf(totalItems: number): CartResponse {
  return {
    data: { items: [], summary: { subtotal: 0, shipping: 0, tax: 0, total: 0, totalItems } },
  };
}

function createShellStore({ account, cartItems = 0, notifications, queries }: ShellOptions) {
  const store = createAppStore();
  store.dispatch(authSlice.actions.tokenChanged(account ? 'story-token' : null));
  const answers: Partial<ShellQueries> & Record<string, unknown> = {
    authConfig: { googleClientId: null },
  };
  if (account) {
    answers.profile = account;
    answers.cart = cartOf(cartItems);
    answers.notifications = notifications ?? { notifications: [], unreadCount: 0 };
  }
  Object.assign(answers, queries);
  // Only endpoints already injected: a component's module injects those it reads when imported.
  const entries = Object.entries(answers).filter(([endpointName]) => endpointName in api.endpoints);
  store.dispatch(
    upsertEntries(
      entries.map(([endpointName, value]) => ({ endpointName, arg: undefined, value })),
    ),
  );
  return store;
}

function ShellProviders({ options, children }: { options: ShellOptions; children: ReactNode }) {
  const [store] = useState(() => createShellStore(options));
  // Installed before the first render, so a request sent by the story's first effect is answered.
  const [restoreFetch] = useState(() => (options.answers ? answerRequests(options.answers) : null));
  useEffect(() => () => restoreFetch?.(), [restoreFetch]);
  const { route = '/', state, basename } = options;
  const entry = basename ? `${basename}${route === '/' ? '' : route}` : route;
  const [pathname, search] = entry.split('?');
  return (
    <Provider store={store}>
      <MemoryRouter
        initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}
        basename={basename}
      >
        {children}
      </MemoryRouter>
    </Provider>
  );
}

/**
 * The apps' Redux store and a memory router around a story, with the API's answers already in the
 * RTK Query cache: the story renders signed in or out without a server. Stories set the options
 * as `parameters: { shell: {...} }`; a story's parameters are merged into its file's (so
 * set `account`, `queries` or `answers` per story when another story of the file must go without).
 */
export const withShell: Decorator = (Story, { parameters }) => (
  <ShellProviders options={(parameters.shell ?? {}) as ShellOptions}>
    <Story />
  </ShellProviders>
);

/** A story's parameters for withShell, type-checked. */
export function shell(options: ShellOptions) {
  return { shell: options };
}
