import {
  failedWith,
  failureMessage,
  fieldFailure,
  wasSignedOut,
  wasUnanswered,
} from './api-failure';

const refused = {
  status: 400,
  message: 'This link has expired. Please ask for a new one.',
  code: 'VALIDATION',
  fields: { token: 'This link has expired. Please ask for a new one.' },
};

describe('reading a failed call', () => {
  it("names the server's code, message and the message of one field", () => {
    expect(failedWith(refused, 'VALIDATION')).toBe(true);
    expect(failedWith(refused, 'NOT_FOUND')).toBe(false);
    expect(failureMessage(refused, 'fallback')).toBe(refused.message);
    expect(fieldFailure(refused, 'token')).toBe(refused.fields.token);
    expect(fieldFailure(refused, 'password')).toBeUndefined();
  });

  it('falls back when the call failed without an answer', () => {
    const offline = { status: 0, message: '' };
    expect(failureMessage(offline, 'Please try again.')).toBe('Please try again.');
    expect(fieldFailure(offline, 'token')).toBeUndefined();
    expect(fieldFailure(undefined, 'token')).toBeUndefined();
    expect(failedWith(undefined, 'VALIDATION')).toBe(false);
  });

  it('tells a call nobody answered from one the server refused', () => {
    expect(wasUnanswered({ status: 0, message: 'Could not reach the server.' })).toBe(true);
    expect(wasUnanswered({ status: 502, message: '' })).toBe(true);
    expect(wasUnanswered({ status: 504, message: '' })).toBe(true);
    expect(wasUnanswered({ status: 503, message: 'Down.', code: 'UNAVAILABLE' })).toBe(false);
    expect(wasUnanswered(refused)).toBe(false);
    expect(wasUnanswered(undefined)).toBe(false);
  });

  it('tells a session the API refused from any other failure', () => {
    expect(wasSignedOut({ status: 401, message: 'Please sign in to continue.' })).toBe(true);
    expect(wasSignedOut({ status: 403, message: 'Forbidden.' })).toBe(false);
    expect(wasSignedOut(refused)).toBe(false);
    expect(wasSignedOut(undefined)).toBe(false);
  });
});
