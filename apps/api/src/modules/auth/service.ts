import type { GoogleSigninBody, LoginBody, SignupBody } from '@mitti/domain/auth-schemas';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '@mitti/domain/auth-schemas';
import type { AuthResponse, UserProfile } from '@mitti/domain/user';
import { ValidationError } from 'yup';
import type { Database } from '../../db/client';
import { HttpError, conflict, unauthorized } from '../../http/http-error';
import { toUserProfile } from '../users/profile-dto';
import * as users from '../users/repository';
import { findLatestRequest } from '../verification/repository';
import type { GoogleVerifier } from './google';
import { hashPassword, verifyPassword } from './passwords';
import type { TokenService } from './tokens';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';

export function createAuthService(
  db: Database,
  tokens: TokenService,
  google: GoogleVerifier | null,
) {
  async function signedIn(user: users.UserRow): Promise<AuthResponse> {
    const addresses = await users.listAddresses(db, user.id);
    const verificationRequest = await findLatestRequest(db, user.id);
    return {
      token: await tokens.sign(user.id),
      user: toUserProfile(user, addresses, verificationRequest),
    };
  }

  /** Finds the account of a Google identity: by Google id, else by email (linking it), else a new one. */
  async function googleAccount(
    sub: string,
    email: string,
    name: string | null,
  ): Promise<users.UserRow> {
    const bySub = await users.findUserByGoogleSub(db, sub);
    if (bySub) return bySub;
    const byEmail = await users.findUserByEmail(db, email);
    if (byEmail) {
      await users.updateUser(db, byEmail.id, { googleSub: sub });
      return { ...byEmail, googleSub: sub };
    }
    const created = await users.insertUser(db, {
      email,
      googleSub: sub,
      name: name ?? email.split('@')[0]!,
    });
    // Lost a race with another sign-in for the same email: that account now exists.
    return created ?? (await googleAccount(sub, email, name));
  }

  return {
    async signup(body: SignupBody): Promise<UserProfile> {
      if (await isCommonPassword(body.password)) {
        throw new ValidationError(COMMON_PASSWORD_MESSAGE, undefined, 'password');
      }
      const user = await users.insertUser(db, {
        email: body.email,
        name: body.username,
        passwordHash: await hashPassword(body.password),
      });
      if (!user) throw conflict('An account with this email already exists.', 'EMAIL_TAKEN');
      return toUserProfile(user, [], undefined);
    },

    async login(body: LoginBody): Promise<AuthResponse> {
      const user = await users.findUserByEmail(db, body.email);
      const ok = await verifyPassword(user?.passwordHash, body.password);
      if (!user || !ok) throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
      return signedIn(user);
    },

    async googleSignin(body: GoogleSigninBody): Promise<AuthResponse> {
      if (!google) {
        throw new HttpError(503, 'GOOGLE_NOT_CONFIGURED', 'Google sign-in is not configured.');
      }
      const identity = await google(body.idToken);
      if (!identity) throw unauthorized('Google sign-in failed. Please try again.');
      return signedIn(await googleAccount(identity.sub, identity.email, identity.name));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
