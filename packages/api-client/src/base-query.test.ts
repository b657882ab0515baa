import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { kyBaseQuery, tokenRefused } from './base-query';
import { failureMessage } from './api-failure';

function queryApi(token: string | null): BaseQueryApi {
  return {
    signal: new AbortController().signal,
    abort: jest.fn(),
    dispatch: jest.fn(),
    getState: () => ({ auth: { token } }),
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  };
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('kyBaseQuery', () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  afterEach(() => fetchSpy.mockReset());
  afterAll(() => fetchSpy.mockRestore());

  it('calls /api with the bearer token of the auth state and returns the JSON body', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(200, { name: 'Asha' }));

    const result = await kyBaseQuery('/user-profile', queryApi('t0ken'), {});

    expect(result).toEqual({ data: { name: 'Asha' } });
    const request = fetchSpy.mock.calls[0]![0] as Request;
    expect(request.url).toBe('http://localhost/api/user-profile');
    expect(request.headers.get('authorization')).toBe('Bearer t0ken');
  });

  it('sends no authorization header when signed out, and JSON bodies as JSON', async () => {
    let sentBody: unknown;
    fetchSpy.mockImplementation(async (input) => {
      sentBody = await (input as Request).clone().json();
      return jsonResponse(201, { ok: true });
    });

    await kyBaseQuery(
      { url: '/auth/signup', method: 'POST', body: { email: 'a@b.in' } },
      queryApi(null),
      {},
    );

    const request = fetchSpy.mock.calls[0]![0] as Request;
    expect(request.method).toBe('POST');
    expect(request.headers.get('authorization')).toBeNull();
    expect(sentBody).toEqual({ email: 'a@b.in' });
  });

  it('normalises an error answer to { status, message, code, fields }', async () => {
    fetchSpy.mockResolvedValue(
      jsonResponse(400, {
        message: 'Invalid phone number',
        code: 'VALIDATION',
        fields: { phone: 'Invalid phone number' },
      }),
    );

    const result = await kyBaseQuery(
      { url: '/editPhone', method: 'PUT', body: { phone: '123' } },
      queryApi('t'),
      {},
    );

    expect(result).toEqual({
      error: {
        status: 400,
        message: 'Invalid phone number',
        code: 'VALIDATION',
        fields: { phone: 'Invalid phone number' },
      },
    });
  });

  it('reports a 401 to a call sent with a token as that token refused', async () => {
    fetchSpy.mockResolvedValue(
      jsonResponse(401, { message: 'Please sign in to continue.', code: 'UNAUTHORIZED' }),
    );
    const api = queryApi('expired-t0ken');

    const result = await kyBaseQuery('/cart', api, {});

    expect(result).toEqual({
      error: { status: 401, message: 'Please sign in to continue.', code: 'UNAUTHORIZED' },
    });
    expect(api.dispatch).toHaveBeenCalledWith(tokenRefused('expired-t0ken'));
  });

  it('sends a sign-in call without the token, so its 401 (wrong password) ends no session', async () => {
    fetchSpy.mockResolvedValue(
      jsonResponse(401, { message: 'Invalid email or password.', code: 'UNAUTHORIZED' }),
    );
    const api = queryApi('t0ken');

    const result = await kyBaseQuery(
      { url: '/auth/login', method: 'POST', body: {}, anonymous: true },
      api,
      {},
    );

    expect(result).toEqual({
      error: { status: 401, message: 'Invalid email or password.', code: 'UNAUTHORIZED' },
    });
    expect((fetchSpy.mock.calls[0]![0] as Request).headers.get('authorization')).toBeNull();
    expect(api.dispatch).not.toHaveBeenCalled();
  });

  it('reports a network failure as status 0 with a message a person can read', async () => {
    fetchSpy.mockRejectedValue(new TypeError('fetch failed'));

    const result = await kyBaseQuery({ url: '/items', method: 'POST' }, queryApi(null), {});

    expect(result).toEqual({
      error: { status: 0, message: 'Could not reach the server. Check your connection.' },
    });
  });

  it("leaves the message of a proxy's error page empty, so the screen's own text is shown", async () => {
    fetchSpy.mockResolvedValue(
      new Response('<html><h1>502 Bad Gateway</h1></html>', {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'content-type': 'text/html' },
      }),
    );

    const result = await kyBaseQuery({ url: '/orders', method: 'POST' }, queryApi('t'), {});

    expect(result).toEqual({ error: { status: 502, message: '' } });
    expect(failureMessage(result.error, 'Failed to place order. Please try again.')).toBe(
      'Failed to place order. Please try again.',
    );
  });
});

describe('failureMessage', () => {
  it("prefers the server's message and falls back to the screen's text", () => {
    expect(failureMessage({ status: 409, message: 'Already taken' }, 'Fallback')).toBe(
      'Already taken',
    );
    expect(failureMessage({ status: 0, message: '' }, 'Fallback')).toBe('Fallback');
    expect(failureMessage(undefined, 'Fallback')).toBe('Fallback');
  });
});
