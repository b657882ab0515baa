import { SignJWT, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';
const LIFETIME = '7d';

export interface TokenService {
  sign(userId: string): Promise<string>;
  /** The user id of a valid token, or null for anything else (bad signature, other algorithm, expired). */
  verify(token: string): Promise<string | null>;
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign(userId) {
      return new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(LIFETIME)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        return typeof payload.sub === 'string' ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
