import type { ChangePasswordBody, LoginBody, SignupBody } from '@mitti/domain/auth-schemas';
import type { AuthResponse, PasswordChangedResponse, UserProfile } from '@mitti/domain/user';
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
  useAuthConfigQuery,
} = authApi;
