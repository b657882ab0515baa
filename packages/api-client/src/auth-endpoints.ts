import type { LoginBody, SignupBody } from '@mitti/domain/auth-schemas';
import type { AuthResponse, UserProfile } from '@mitti/domain/user';
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
    authConfig: build.query<AuthConfig, void>({
      query: () => '/auth/config',
    }),
  }),
});

export const { useLoginMutation, useSignupMutation, useGoogleSigninMutation, useAuthConfigQuery } =
  authApi;
