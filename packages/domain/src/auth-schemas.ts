import * as yup from 'yup';
import { MIN_PASSWORD_LENGTH } from './constants';
import { REQUIRED_MESSAGE } from './validation-messages';

const email = () =>
  yup
    .string()
    .trim()
    .lowercase()
    .required('Email is required')
    .email('Enter a valid email address');

/** POST /auth/signup */
export const signupSchema = yup.object({
  username: yup.string().trim().required('Username is required').max(60),
  email: email(),
  password: yup
    .string()
    .required('Password is required')
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(200),
});

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

export type SignupBody = yup.InferType<typeof signupSchema>;
export type LoginBody = yup.InferType<typeof loginSchema>;
export type GoogleSigninBody = yup.InferType<typeof googleSigninSchema>;
