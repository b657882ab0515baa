import {
  changeEmailSchema,
  changePasswordFormSchema,
  changePasswordSchema,
  isCommonPassword,
  loginSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  signupFormSchema,
  signupSchema,
} from './auth-schemas';
import { schemaErrors } from './testing/schema-errors';

const signup = { username: 'Asha', email: 'asha@example.com', password: 'abcdefgh' };

describe('signupSchema', () => {
  it('accepts a password of 8 characters', async () => {
    expect(await schemaErrors(signupSchema, signup)).toEqual({});
  });

  it('refuses a password of 7 characters with a message', async () => {
    expect(await schemaErrors(signupSchema, { ...signup, password: 'abcdefg' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });

  it('refuses a password of spaces only, however long', async () => {
    expect(await schemaErrors(signupSchema, { ...signup, password: ' '.repeat(8) })).toEqual({
      password: 'Password cannot be only spaces',
    });
    expect(await schemaErrors(signupSchema, { ...signup, password: ' \t  ' })).toEqual({
      password: 'Password cannot be only spaces',
    });
    expect(await schemaErrors(signupSchema, { ...signup, password: ' pass phrase ' })).toEqual({});
  });

  it('refuses a malformed email', async () => {
    expect(await schemaErrors(signupSchema, { ...signup, email: 'asha@' })).toEqual({
      email: 'Enter a valid email address',
    });
  });

  it('requires username, email and password', async () => {
    expect(await schemaErrors(signupSchema, {})).toEqual({
      username: 'Username is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('normalises the email', () => {
    expect(signupSchema.cast({ ...signup, email: '  Asha@Example.COM ' }).email).toBe(
      'asha@example.com',
    );
  });
});

describe('signupFormSchema', () => {
  it('requires the terms to be accepted', async () => {
    expect(await schemaErrors(signupFormSchema, { ...signup, terms: false })).toEqual({
      terms: 'You must accept the terms to continue',
    });
    expect(await schemaErrors(signupFormSchema, { ...signup, terms: true })).toEqual({});
  });
});

describe('loginSchema', () => {
  it('accepts an email and a password', async () => {
    expect(await schemaErrors(loginSchema, { email: 'asha@example.com', password: 'x' })).toEqual(
      {},
    );
  });

  it('requires both and checks the email format', async () => {
    expect(await schemaErrors(loginSchema, {})).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(await schemaErrors(loginSchema, { email: 'not-an-email', password: 'x' })).toEqual({
      email: 'Enter a valid email address',
    });
  });
});

describe('isCommonPassword', () => {
  it('finds the most common passwords, whatever their case and surrounding spaces', async () => {
    expect(await isCommonPassword('password1')).toBe(true);
    expect(await isCommonPassword('12345678')).toBe(true);
    expect(await isCommonPassword(' QwertyUIOP ')).toBe(true);
  });

  it('lets the demo and test passwords through', async () => {
    expect(await isCommonPassword('mitti-demo')).toBe(false);
    expect(await isCommonPassword('correct horse battery')).toBe(false);
  });
});

describe('changePasswordSchema', () => {
  const change = { currentPassword: 'old secret', newPassword: 'new pass phrase' };

  it('accepts a current password and a new one under the sign-up rules', async () => {
    expect(await schemaErrors(changePasswordSchema, change)).toEqual({});
  });

  it('holds the new password to the sign-up rules', async () => {
    expect(await schemaErrors(changePasswordSchema, { ...change, newPassword: 'short' })).toEqual({
      newPassword: 'Password must be at least 8 characters',
    });
    expect(
      await schemaErrors(changePasswordSchema, { ...change, newPassword: ' '.repeat(9) }),
    ).toEqual({ newPassword: 'Password cannot be only spaces' });
  });

  it('requires both and refuses a new password equal to the current one', async () => {
    expect(await schemaErrors(changePasswordSchema, {})).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
    });
    expect(
      await schemaErrors(changePasswordSchema, { ...change, newPassword: change.currentPassword }),
    ).toEqual({ newPassword: 'The new password must be different from the current one' });
  });

  it('in the form, asks for the new password twice', async () => {
    const form = { ...change, confirmPassword: change.newPassword };
    expect(await schemaErrors(changePasswordFormSchema, form)).toEqual({});
    expect(
      await schemaErrors(changePasswordFormSchema, { ...form, confirmPassword: 'new pass phrasE' }),
    ).toEqual({ confirmPassword: 'The passwords do not match' });
  });
});

describe('resetPasswordSchema', () => {
  const token = 'ab'.repeat(32);

  it('accepts a token of 64 hex characters and a new password under the sign-up rule', async () => {
    expect(await schemaErrors(resetPasswordSchema, { token, password: 'abcdefgh' })).toEqual({});
    expect(await schemaErrors(resetPasswordSchema, { token, password: 'abcdefg' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });

  it('names a missing or malformed token', async () => {
    expect(await schemaErrors(resetPasswordSchema, { password: 'abcdefgh' })).toEqual({
      token: 'The link has no token. Please ask for a new one.',
    });
    expect(
      await schemaErrors(resetPasswordSchema, { token: 'XY'.repeat(32), password: 'abcdefgh' }),
    ).toEqual({ token: 'This link is not valid. Please ask for a new one.' });
  });

  it('has the form ask for the password twice', async () => {
    expect(
      await schemaErrors(resetPasswordFormSchema, {
        password: 'abcdefgh',
        confirmPassword: 'abcdefgx',
      }),
    ).toEqual({ confirmPassword: 'The passwords do not match' });
  });
});

describe('changeEmailSchema', () => {
  it('takes the new address trimmed and in lower case', () => {
    expect(
      changeEmailSchema.cast({ newEmail: ' Asha.New@Mitti.Test ', currentPassword: 'x' }),
    ).toEqual({ newEmail: 'asha.new@mitti.test', currentPassword: 'x' });
  });

  it('names each missing or bad field', async () => {
    expect(await schemaErrors(changeEmailSchema, { newEmail: '', currentPassword: '' })).toEqual({
      newEmail: 'New email is required',
      currentPassword: 'Current password is required',
    });
    expect(
      await schemaErrors(changeEmailSchema, { newEmail: 'asha@', currentPassword: 'x' }),
    ).toEqual({ newEmail: 'Enter a valid email address' });
  });
});
