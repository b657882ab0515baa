import { createRemoteJWKSet, errors, jwtVerify } from 'jose';

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string | null;
}

export type GoogleVerifier = (idToken: string) => Promise<GoogleIdentity | null>;

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** Verifies a Google ID token: signature by Google's JWKS, audience, issuer, expiry and a verified email. */
export function createGoogleVerifier(clientId: string, jwksUrl: string): GoogleVerifier {
  const keys = createRemoteJWKSet(new URL(jwksUrl));
  return async (idToken) => {
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        audience: clientId,
        issuer: ISSUERS,
        algorithms: ['RS256'],
      });
      const emailVerified = payload.email_verified === true || payload.email_verified === 'true';
      if (!emailVerified || typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
        return null;
      }
      return {
        sub: payload.sub,
        email: payload.email.toLowerCase(),
        name: typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : null,
      };
    } catch (error) {
      // A bad token is the caller's problem; not reaching Google's keys is ours (logged as a 5xx).
      if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout)) return null;
      throw error;
    }
  };
}
