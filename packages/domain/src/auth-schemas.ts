import * as yup from 'yup';
import { MAX_NAME_LENGTH, MIN_PASSWORD_LENGTH } from './constants';
import { REQUIRED_MESSAGE } from './validation-messages';
import { oneLineText } from './value-schemas';

const email = (requiredMessage = 'Email is required') =>
  yup.string().trim().lowercase().required(requiredMessage).email('Enter a valid email address');

const BLANK_PASSWORD_MESSAGE = 'Password cannot be only spaces';
export const COMMON_PASSWORD_MESSAGE =
  'This password is too common. Please choose one that is harder to guess';

/** A password being chosen, at sign-up or on a change. The server also refuses a common one. */
const newPassword = () =>
  yup
    .string()
    .required('Password is required')
    .test('not-blank', BLANK_PASSWORD_MESSAGE, (value) => !value || value.trim() !== '')
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(200, 'Password must be at most 200 characters');

/** POST /auth/signup. The server also refuses a common password (isCommonPassword). */
export const signupSchema = yup.object({
  username: oneLineText('Username')
    .required('Username is required')
    .max(MAX_NAME_LENGTH, `Username must be at most ${MAX_NAME_LENGTH} characters`),
  email: email(),
  password: newPassword(),
});

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/**
 * OWASP ASVS 6.2.4: a new password is not one of the most common ones (zxcvbn-ts's list of about
 * 49,000 from leaked sets, compared without case or surrounding spaces). Only the server checks it:
 * the list is 200 kB gzipped, more than an app's whole first visit, and the sign-up form shows the
 * server's 400, which names `password`, beside the field. The list is loaded on first use.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return (await commonPasswords).has(password.trim().toLowerCase());
}

/** The sign-up form: the request plus the terms checkbox, which never leaves the browser. */
export const signupFormSchema = signupSchema.shape({
  terms: yup
    .boolean()
    .oneOf([true], 'You must accept the terms to continue')
    .required(REQUIRED_MESSAGE),
});

/** POST /auth/login */
export const loginSchema = yup.object({
  email: email(),
  password: yup.string().required('Password is required'),
});

/** POST /auth/google-signin */
export const googleSigninSchema = yup.object({
  idToken: yup.string().required(REQUIRED_MESSAGE),
});

/** PUT /auth/password: the sign-up rule for the new password. */
export const changePasswordSchema = yup.object({
  currentPassword: yup.string().required('Current password is required'),
  newPassword: newPassword()
    .required('New password is required')
    .notOneOf(
      [yup.ref('currentPassword')],
      'The new password must be different from the current one',
    ),
});

/** The change-password form: the request plus the new password typed again. */
export const changePasswordFormSchema = changePasswordSchema.shape({
  confirmPassword: yup
    .string()
    .required('Type the new password again')
    .oneOf([yup.ref('newPassword')], 'The passwords do not match'),
});

/** POST /auth/forgot-password */
export const forgotPasswordSchema = yup.object({ email: email() });

/** An account token from an emailed link: 64 hex characters (32 random bytes). */
const accountToken = () =>
  yup
    .string()
    .required('The link has no token. Please ask for a new one.')
    .matches(/^[0-9a-f]{64}$/, 'This link is not valid. Please ask for a new one.');

/** POST /auth/reset-password: the sign-up rule for the new password. */
export const resetPasswordSchema = yup.object({
  token: accountToken(),
  password: newPassword(),
});

/** POST /auth/reset-password/check: whether a reset link still works, before its form is filled in. */
export const resetLinkSchema = yup.object({ token: accountToken() });

/** The reset-password form: the new password typed twice; the token comes from the link. */
export const resetPasswordFormSchema = yup.object({
  password: newPassword(),
  confirmPassword: yup
    .string()
    .required('Type the new password again')
    .oneOf([yup.ref('password')], 'The passwords do not match'),
});

/** POST /auth/confirm-email */
export const confirmEmailSchema = yup.object({ token: accountToken() });

/**
 * POST /auth/change-email: the new address gets a link that moves the account to it; the current
 * password proves the request is the owner's.
 */
export const changeEmailSchema = yup.object({
  newEmail: email('New email is required'),
  currentPassword: yup.string().required('Current password is required'),
});

/** POST /auth/confirm-email-change: the token of the link mailed to the new address. */
export const confirmEmailChangeSchema = yup.object({ token: accountToken() });

export type SignupBody = yup.InferType<typeof signupSchema>;
export type LoginBody = yup.InferType<typeof loginSchema>;
export type GoogleSigninBody = yup.InferType<typeof googleSigninSchema>;
export type ChangePasswordBody = yup.InferType<typeof changePasswordSchema>;
export type ForgotPasswordBody = yup.InferType<typeof forgotPasswordSchema>;
export type ResetPasswordBody = yup.InferType<typeof resetPasswordSchema>;
export type ConfirmEmailBody = yup.InferType<typeof confirmEmailSchema>;
export type ResetLinkBody = yup.InferType<typeof resetLinkSchema>;
export type ChangeEmailBody = yup.InferType<typeof changeEmailSchema>;
export type ConfirmEmailChangeBody = yup.InferType<typeof confirmEmailChangeSchema>;
