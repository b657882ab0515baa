import type { FastifyRequest } from 'fastify';
import type { TokenService, TokenSubject } from '../modules/auth/tokens';
import { unauthorized } from './http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id; set by requireUser, empty on public routes. */
    userId: string;
    /** The sign-in the token belongs to; set with userId. */
    sessionId: string;
  }
}

export type RequireUser = (request: FastifyRequest) => Promise<void>;

/** Whether the token's session is still live (not signed out, not ended by a password change). */
export type SessionCheck = (subject: TokenSubject) => Promise<boolean>;

async function liveSubject(
  request: FastifyRequest,
  tokens: TokenService,
  isLive: SessionCheck,
): Promise<TokenSubject | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  const subject = match?.[1] ? await tokens.verify(match[1]) : null;
  return subject && (await isLive(subject)) ? subject : null;
}

/** An onRequest hook that lets a request through only with a valid bearer token of a live session. */
export function createRequireUser(tokens: TokenService, isLive: SessionCheck): RequireUser {
  return async (request) => {
    const subject = await liveSubject(request, tokens, isLive);
    if (!subject) throw unauthorized();
    request.userId = subject.userId;
    request.sessionId = subject.sessionId;
  };
}

/** An onRequest hook for public routes that read the caller when a valid bearer comes along. */
export function createOptionalUser(tokens: TokenService, isLive: SessionCheck): RequireUser {
  return async (request) => {
    // A stale or broken token on a public page is a visitor, not an error.
    const subject = await liveSubject(request, tokens, isLive);
    if (!subject) return;
    request.userId = subject.userId;
    request.sessionId = subject.sessionId;
  };
}
