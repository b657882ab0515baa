import type {
  ChangeEmailBody,
  ChangePasswordBody,
  ConfirmEmailBody,
  ConfirmEmailChangeBody,
  ForgotPasswordBody,
  LoginBody,
  ResetPasswordBody,
  SignupBody,
} from '@mitti/domain/auth-schemas';
import type {
  AuthResponse,
  EmailChangedResponse,
  EmailChangeRequestedResponse,
  ForgotPasswordResponse,
  PasswordChangedResponse,
  UserProfile,
} from '@mitti/domain/user';
import { api } from './api';

export interface AuthConfig {
  googleClientId: string | null;
}

const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginBody>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body, anonymous: true }),
    }),
    signup: build.mutation<{ message: string; user: UserProfile }, SignupBody>({
      query: (body) => ({ url: '/auth/signup', method: 'POST', body, anonymous: true }),
    }),
    googleSignin: build.mutation<AuthResponse, { idToken: string }>({
      query: (body) => ({ url: '/auth/google-signin', method: 'POST', body, anonymous: true }),
    }),
    /** Ends this sign-in on the server; answers 204 even for a token that has already ended. */
    logout: build.mutation<null, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    /** 'Sign out everywhere': every sign-in of the account ends, this one too. */
    logoutEverywhere: build.mutation<null, void>({
      query: () => ({ url: '/auth/logout-all', method: 'POST' }),
    }),
    /** Every other sign-in ends; the answer is this device's new token. */
    changePassword: build.mutation<PasswordChangedResponse, ChangePasswordBody>({
      query: (body) => ({ url: '/auth/password', method: 'PUT', body }),
    }),
    /** Answers alike whether or not the account exists. */
    forgotPassword: build.mutation<ForgotPasswordResponse, ForgotPasswordBody>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body, anonymous: true }),
    }),
    /** Whether a reset link still works; it stays unused. Asked afresh each time its page opens. */
    checkResetLink: build.query<null, string>({
      query: (token) => ({
        url: '/auth/reset-password/check',
        method: 'POST',
        body: { token },
        anonymous: true,
      }),
      keepUnusedDataFor: 0,
    }),
    /** Every sign-in of the account ends; the user signs in again with the new password. */
    resetPassword: build.mutation<{ message: string }, ResetPasswordBody>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body, anonymous: true }),
    }),
    confirmEmail: build.mutation<{ message: string }, ConfirmEmailBody>({
      query: (body) => ({ url: '/auth/confirm-email', method: 'POST', body, anonymous: true }),
      invalidatesTags: ['Profile'],
    }),
    resendConfirmation: build.mutation<{ message: string }, void>({
      query: () => ({ url: '/auth/resend-confirmation', method: 'POST' }),
    }),
    /** The link goes to the new address; the account keeps its address until it is followed. */
    changeEmail: build.mutation<EmailChangeRequestedResponse, ChangeEmailBody>({
      query: (body) => ({ url: '/auth/change-email', method: 'POST', body }),
      invalidatesTags: ['Profile'],
    }),
    confirmEmailChange: build.mutation<EmailChangedResponse, ConfirmEmailChangeBody>({
      query: (body) => ({
        url: '/auth/confirm-email-change',
        method: 'POST',
        body,
        anonymous: true,
      }),
      invalidatesTags: ['Profile'],
    }),
    authConfig: build.query<AuthConfig, void>({
      query: () => '/auth/config',
    }),
  }),
});

export const {
  useLoginMutation,
  useSignupMutation,
  useGoogleSigninMutation,
  useLogoutMutation,
  useLogoutEverywhereMutation,
  useChangePasswordMutation,
  useForgotPasswordMutation,
  useCheckResetLinkQuery,
  useResetPasswordMutation,
  useConfirmEmailMutation,
  useResendConfirmationMutation,
  useChangeEmailMutation,
  useConfirmEmailChangeMutation,
  useAuthConfigQuery,
} = authApi;

/** The endpoints, for dispatching outside React: `store.dispatch(authEndpoints.authConfig.initiate())`. */
export const authEndpoints = authApi.endpoints;
