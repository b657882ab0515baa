import type {
  ChangeEmailBody,
  ChangePasswordBody,
  ConfirmEmailBody,
  ConfirmEmailChangeBody,
  ForgotPasswordBody,
  GoogleSigninBody,
  LoginBody,
  ResetLinkBody,
  ResetPasswordBody,
  SignupBody,
} from '@mitti/domain/auth-schemas';
import {
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailChangeSchema,
  confirmEmailSchema,
  forgotPasswordSchema,
  googleSigninSchema,
  loginSchema,
  resetLinkSchema,
  resetPasswordSchema,
  signupSchema,
} from '@mitti/domain/auth-schemas';
import type {
  AuthResponse,
  EmailChangedResponse,
  EmailChangeRequestedResponse,
  ForgotPasswordResponse,
  PasswordChangedResponse,
  UserProfile,
} from '@mitti/domain/user';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import type { RequireUser } from '../../http/require-user';
import type { AuthService } from './service';

export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

export interface AuthRateLimits {
  /** Login attempts per client address and email: guesses at one account. */
  login: RateLimit;
  /** Login attempts per client address, whatever the email: guesses spread over many accounts. */
  loginPerAddress: RateLimit;
  /** Sign-ups and Google sign-ins per client address. */
  signup: RateLimit;
  /** Password changes per account: guesses at the current password with a stolen token. */
  passwordChange: RateLimit;
  /** Reset links asked for per client address: each one sends an email. */
  forgotPassword: RateLimit;
  /** Password resets per client address. */
  resetPassword: RateLimit;
  /** Confirmation links asked for again per account: each one sends an email. */
  resendConfirmation: RateLimit;
  /** Changes of email asked for per account: each one sends an email and checks the password. */
  changeEmail: RateLimit;
  /** Changes of email confirmed per client address. */
  confirmEmailChange: RateLimit;
}

export interface AuthRoutesOptions {
  auth: AuthService;
  googleClientId: string | null;
  rateLimits: AuthRateLimits;
  requireUser: RequireUser;
  optionalUser: RequireUser;
}

/** Per client address (an IPv6 address by its /64, as the plugin counts by default). */
const perAddress = ({ max, timeWindowMs }: RateLimit) => ({
  rateLimit: { max, timeWindow: timeWindowMs },
});

/**
 * Login attempts are counted per client address and per (address, email), never per email alone:
 * guesses from one place cannot lock the owner out of an account from another, and one address
 * cannot spray guesses across accounts. A preHandler: it counts the email validation normalised.
 */
function loginLimits(app: FastifyInstance, limits: AuthRateLimits) {
  const address = (request: FastifyRequest) => normalizeIP(request.ip);
  return refuseOverLimit('Too many login attempts', [
    app.createRateLimit({
      max: limits.loginPerAddress.max,
      timeWindow: limits.loginPerAddress.timeWindowMs,
      keyGenerator: (request) => `login|${address(request)}`,
    }),
    app.createRateLimit({
      max: limits.login.max,
      timeWindow: limits.login.timeWindowMs,
      keyGenerator: (request) => `login|${address(request)}|${(request.body as LoginBody).email}`,
    }),
  ]);
}

/** Password changes per signed-in account (requireUser has run: the user id is known). */
function passwordChangeLimit(app: FastifyInstance, { passwordChange }: AuthRateLimits) {
  return refuseOverLimit('Too many password changes', [
    app.createRateLimit({
      max: passwordChange.max,
      timeWindow: passwordChange.timeWindowMs,
      keyGenerator: (request) => `password|${request.userId}`,
    }),
  ]);
}

/** Confirmation emails asked for again per signed-in account. */
function resendConfirmationLimit(app: FastifyInstance, { resendConfirmation }: AuthRateLimits) {
  return refuseOverLimit('Too many confirmation emails asked for', [
    app.createRateLimit({
      max: resendConfirmation.max,
      timeWindow: resendConfirmation.timeWindowMs,
      keyGenerator: (request) => `resend-confirmation|${request.userId}`,
    }),
  ]);
}

/** Changes of email asked for per signed-in account. */
function changeEmailLimit(app: FastifyInstance, { changeEmail }: AuthRateLimits) {
  return refuseOverLimit('Too many changes of email asked for', [
    app.createRateLimit({
      max: changeEmail.max,
      timeWindow: changeEmail.timeWindowMs,
      keyGenerator: (request) => `change-email|${request.userId}`,
    }),
  ]);
}

/** A preHandler that counts the request against each limiter and refuses it over any of them. */
function refuseOverLimit(
  reason: string,
  limiters: ReturnType<FastifyInstance['createRateLimit']>[],
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limiter of limiters) {
      const limit = await limiter(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', limit.ttlInSeconds);
        // The error handler answers it as every rate limit: 429 RATE_LIMITED.
        throw Object.assign(new Error(reason), { statusCode: 429 });
      }
    }
  };
}

export const authRoutes: FastifyPluginCallback<AuthRoutesOptions> = (
  app,
  { auth, googleClientId, rateLimits, requireUser, optionalUser },
  done,
) => {
  app.post(
    '/auth/signup',
    { schema: { body: signupSchema }, config: perAddress(rateLimits.signup) },
    async (request, reply): Promise<{ message: string; user: UserProfile }> => {
      const user = await auth.signup(request.body as SignupBody);
      reply.status(201);
      return { message: 'Signup successful', user };
    },
  );

  app.post(
    '/auth/login',
    { schema: { body: loginSchema }, preHandler: loginLimits(app, rateLimits) },
    async (request): Promise<AuthResponse> => auth.login(request.body as LoginBody),
  );

  app.post(
    '/auth/google-signin',
    { schema: { body: googleSigninSchema }, config: perAddress(rateLimits.signup) },
    async (request): Promise<AuthResponse> => auth.googleSignin(request.body as GoogleSigninBody),
  );

  // Always 204: a token that has already ended (or none) is as signed out as can be.
  app.post('/auth/logout', { onRequest: optionalUser }, async (request, reply) => {
    if (request.sessionId) await auth.logout(request.sessionId);
    reply.status(204);
  });

  app.post('/auth/logout-all', { onRequest: requireUser }, async (request, reply) => {
    await auth.logoutEverywhere(request.userId);
    reply.status(204);
  });

  app.put(
    '/auth/password',
    {
      onRequest: requireUser,
      schema: { body: changePasswordSchema },
      preHandler: passwordChangeLimit(app, rateLimits),
    },
    async (request): Promise<PasswordChangedResponse> =>
      auth.changePassword(request.userId, request.body as ChangePasswordBody),
  );

  app.post(
    '/auth/forgot-password',
    { schema: { body: forgotPasswordSchema }, config: perAddress(rateLimits.forgotPassword) },
    async (request, reply): Promise<ForgotPasswordResponse> => {
      const answer = await auth.forgotPassword(request.body as ForgotPasswordBody);
      reply.status(202);
      return answer;
    },
  );

  app.post(
    '/auth/reset-password',
    { schema: { body: resetPasswordSchema }, config: perAddress(rateLimits.resetPassword) },
    async (request): Promise<{ message: string }> =>
      auth.resetPassword(request.body as ResetPasswordBody),
  );

  app.post(
    '/auth/reset-password/check',
    { schema: { body: resetLinkSchema }, config: perAddress(rateLimits.resetPassword) },
    async (request, reply) => {
      await auth.checkResetLink(request.body as ResetLinkBody);
      reply.status(204);
    },
  );

  app.post(
    '/auth/confirm-email',
    { schema: { body: confirmEmailSchema } },
    async (request): Promise<{ message: string }> =>
      auth.confirmEmail(request.body as ConfirmEmailBody),
  );

  app.post(
    '/auth/resend-confirmation',
    { onRequest: requireUser, preHandler: resendConfirmationLimit(app, rateLimits) },
    async (request, reply): Promise<{ message: string }> => {
      const answer = await auth.resendConfirmation(request.userId);
      reply.status(202);
      return answer;
    },
  );

  app.post(
    '/auth/change-email',
    {
      onRequest: requireUser,
      schema: { body: changeEmailSchema },
      preHandler: changeEmailLimit(app, rateLimits),
    },
    async (request, reply): Promise<EmailChangeRequestedResponse> => {
      const answer = await auth.changeEmail(request.userId, request.body as ChangeEmailBody);
      reply.status(202);
      return answer;
    },
  );

  app.post(
    '/auth/confirm-email-change',
    {
      schema: { body: confirmEmailChangeSchema },
      config: perAddress(rateLimits.confirmEmailChange),
    },
    async (request): Promise<EmailChangedResponse> =>
      auth.confirmEmailChange(request.body as ConfirmEmailChangeBody),
  );

  app.get(
    '/auth/config',
    { config: { publicRead: true } },
    (): { googleClientId: string | null } => ({ googleClientId }),
  );

  done();
};
