import { createAction } from '@reduxjs/toolkit';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ApiErrorBody } from '@mitti/domain/api-error';
import type { HTTPError } from 'ky';
import type { ApiFailure } from './api-failure';

// ky comes with the first request rather than with the page, so the shell renders without it. Its
// errors are told apart by name, which needs no ky, e.g. when its chunk could not be fetched.
const loadHttp = () => import('./http');

function isKyError(error: unknown, name: 'HTTPError' | 'TimeoutError'): boolean {
  return error instanceof Error && error.name === name;
}

export interface RequestArgs {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  params?: Record<string, string | number | boolean | undefined>;
  /** Sent without the signed-in token: the sign-in calls, whose 401 means wrong credentials. */
  anonymous?: boolean;
}

/**
 * The API answered 401 to a call sent with this token (expired, revoked, or not ours): whoever held
 * it is signed out. The auth slice acts on it only while the token is still the one in use.
 */
export const tokenRefused = createAction<string>('api/tokenRefused');

export interface AuthSlice {
  auth?: { token?: string | null };
}

function searchParams(params: RequestArgs['params']): Record<string, string> | undefined {
  if (!params) return undefined;
  const entries = Object.entries(params).filter(([, value]) => value !== undefined && value !== '');
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

/** A failed ky call as an ApiFailure: the answer's status and message, or a network failure. */
export function toFailure(error: unknown): ApiFailure {
  if (isKyError(error, 'HTTPError')) {
    // ky has read the answer's JSON already; the response's body is used up.
    const { response, data } = error as HTTPError<Partial<ApiErrorBody> | undefined>;
    const body = typeof data === 'object' ? data : undefined;
    // A proxy's page in place of ours carries no message: the screen's own fallback is shown.
    return {
      status: response.status,
      message: body?.message ?? '',
      ...(body?.code ? { code: body.code } : {}),
      ...(body?.fields ? { fields: body.fields } : {}),
    };
  }
  if (isKyError(error, 'TimeoutError'))
    return { status: 0, message: 'The server took too long to answer.' };
  return { status: 0, message: 'Could not reach the server. Check your connection.' };
}

/**
 * What a store's thunks get as their extra argument. A page rendered on the server sends the API's
 * requests through `fetch` (into the server itself) instead of the network.
 */
export interface StoreExtra {
  fetch?: typeof fetch;
}

/**
 * RTK Query's base query over ky: bearer token from the auth state, errors as ApiFailure. A 401 to
 * a call that carried a token says the session has ended (tokenRefused).
 */
export const kyBaseQuery: BaseQueryFn<RequestArgs | string, unknown, ApiFailure> = async (
  args,
  { getState, dispatch, signal, extra },
) => {
  const {
    url,
    method = 'GET',
    body,
    params,
    anonymous,
  } = typeof args === 'string' ? { url: args } : args;
  const token = anonymous ? null : (getState() as AuthSlice).auth?.token;
  const fetchVia = (extra as StoreExtra | undefined)?.fetch;
  try {
    const { http } = await loadHttp();
    const client = fetchVia ? http.extend({ fetch: fetchVia }) : http;
    const response = await client(url, {
      method,
      signal,
      searchParams: searchParams(params),
      headers: token ? { Authorization: `Bearer ${token}` } : undefined,
      ...(body instanceof FormData ? { body } : body !== undefined ? { json: body } : {}),
    });
    const text = await response.text();
    return { data: text ? (JSON.parse(text) as unknown) : null };
  } catch (error) {
    const failure = toFailure(error);
    if (failure.status === 401 && token) dispatch(tokenRefused(token));
    return { error: failure };
  }
};
