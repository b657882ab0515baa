import type { FastifyRequest } from 'fastify';
import type { TokenService } from '../modules/auth/tokens';
import { unauthorized } from './http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id; set by requireUser, empty on public routes. */
    userId: string;
  }
}

export type RequireUser = (request: FastifyRequest) => Promise<void>;

/** An onRequest hook that lets a request through only with a valid bearer token of an existing user. */
export function createRequireUser(
  tokens: TokenService,
  userExists: (id: string) => Promise<boolean>,
): RequireUser {
  return async (request) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const userId = match?.[1] ? await tokens.verify(match[1]) : null;
    if (!userId || !(await userExists(userId))) {
      throw unauthorized();
    }
    request.userId = userId;
  };
}

/** An onRequest hook for public routes that read the caller when a valid bearer comes along. */
export function createOptionalUser(
  tokens: TokenService,
  userExists: (id: string) => Promise<boolean>,
): RequireUser {
  return async (request) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    // A stale or broken token on a public page is a visitor, not an error.
    const userId = match?.[1] ? await tokens.verify(match[1]) : null;
    if (userId && (await userExists(userId))) request.userId = userId;
  };
}
