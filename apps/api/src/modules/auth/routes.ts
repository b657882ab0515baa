import type { GoogleSigninBody, LoginBody, SignupBody } from '@mitti/domain/auth-schemas';
import { googleSigninSchema, loginSchema, signupSchema } from '@mitti/domain/auth-schemas';
import type { AuthResponse, UserProfile } from '@mitti/domain/user';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { AuthService } from './service';

export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

export interface AuthRateLimits {
  /** Login attempts per IP and email. */
  login: RateLimit;
  /** Sign-ups and Google sign-ins per IP. */
  signup: RateLimit;
}

export interface AuthRoutesOptions {
  auth: AuthService;
  googleClientId: string | null;
  rateLimits: AuthRateLimits;
}

// Runs after body validation so the login limit can count per IP and email.
function limit({ max, timeWindowMs }: RateLimit, perEmail: boolean) {
  return {
    rateLimit: {
      max,
      timeWindow: timeWindowMs,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) =>
        perEmail ? `${request.ip}|${(request.body as LoginBody).email}` : request.ip,
    },
  };
}

export const authRoutes: FastifyPluginCallback<AuthRoutesOptions> = (
  app,
  { auth, googleClientId, rateLimits },
  done,
) => {
  app.post(
    '/auth/signup',
    { schema: { body: signupSchema }, config: limit(rateLimits.signup, false) },
    async (request, reply): Promise<{ message: string; user: UserProfile }> => {
      const user = await auth.signup(request.body as SignupBody);
      reply.status(201);
      return { message: 'Signup successful', user };
    },
  );

  app.post(
    '/auth/login',
    { schema: { body: loginSchema }, config: limit(rateLimits.login, true) },
    async (request): Promise<AuthResponse> => auth.login(request.body as LoginBody),
  );

  app.post(
    '/auth/google-signin',
    { schema: { body: googleSigninSchema }, config: limit(rateLimits.signup, false) },
    async (request): Promise<AuthResponse> => auth.googleSignin(request.body as GoogleSigninBody),
  );

  app.get(
    '/auth/config',
    { config: { publicRead: true } },
    (): { googleClientId: string | null } => ({ googleClientId }),
  );

  done();
};
