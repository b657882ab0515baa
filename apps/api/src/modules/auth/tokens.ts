import { SignJWT, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';
/** How long a sign-in's token is valid; a session older than this signs no one in. */
export const SESSION_LIFETIME_DAYS = 7;

/** Whom a token signs in, and the sign-in (a row of `sessions`) it belongs to. */
export interface TokenSubject {
  userId: string;
  sessionId: string;
}

export interface TokenService {
  sign(subject: TokenSubject): Promise<string>;
  /** The subject of a valid token, or null for anything else (bad signature, other algorithm, expired). */
  verify(token: string): Promise<TokenSubject | null>;
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign({ userId, sessionId }) {
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${SESSION_LIFETIME_DAYS}d`)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        const { sub, sid } = payload;
        return typeof sub === 'string' && typeof sid === 'string'
          ? { userId: sub, sessionId: sid }
          : null;
      } catch {
        return null;
      }
    },
  };
}
