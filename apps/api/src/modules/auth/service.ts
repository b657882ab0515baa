import type {
  ChangePasswordBody,
  GoogleSigninBody,
  LoginBody,
  SignupBody,
} from '@mitti/domain/auth-schemas';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '@mitti/domain/auth-schemas';
import type { AuthResponse, PasswordChangedResponse, UserProfile } from '@mitti/domain/user';
import { ValidationError } from 'yup';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { HttpError, conflict, unauthorized } from '../../http/http-error';
import { toUserProfile } from '../users/profile-dto';
import * as users from '../users/repository';
import { findLatestRequest } from '../verification/repository';
import type { Outbox } from '../mail/outbox';
import { passwordChanged } from '../mail/templates/password-changed';
import type { GoogleVerifier } from './google';
import { hashPassword, verifyPassword } from './passwords';
import { insertSession, revokeSession, revokeUserSessions } from './repository';
import type { TokenService } from './tokens';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is not right.';

async function refuseCommonPassword(password: string, field: string): Promise<void> {
  if (await isCommonPassword(password)) {
    throw new ValidationError(COMMON_PASSWORD_MESSAGE, undefined, field);
  }
}

export function createAuthService(
  db: Database,
  tokens: TokenService,
  google: GoogleVerifier | null,
  clock: Clock,
  outbox: Outbox,
) {
  /** A new sign-in: a session row and its token. */
  async function newSession(userId: string, on: Database = db): Promise<string> {
    const sessionId = await insertSession(on, userId, clock.now());
    return tokens.sign({ userId, sessionId });
  }

  async function signedIn(user: users.UserRow): Promise<AuthResponse> {
    const addresses = await users.listAddresses(db, user.id);
    const verificationRequest = await findLatestRequest(db, user.id);
    return {
      token: await newSession(user.id),
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
      await refuseCommonPassword(body.password, 'password');
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

    /** Signing out: the token's session ends; its token gets 401 from now on. */
    async logout(sessionId: string): Promise<void> {
      await revokeSession(db, sessionId, clock.now());
    },

    /** 'Sign out everywhere': every session of the user ends, this one too. */
    async logoutEverywhere(userId: string): Promise<void> {
      await revokeUserSessions(db, userId, clock.now());
    },

    /**
     * Checks the current password, sets the new one and ends every session of the user, in one
     * transaction; the caller goes on in a new session, whose token is the answer.
     */
    async changePassword(
      userId: string,
      body: ChangePasswordBody,
    ): Promise<PasswordChangedResponse> {
      const user = await users.findUserById(db, userId);
      if (!user) throw unauthorized();
      if (!user.passwordHash) {
        throw conflict(
          'This account signs in with Google and has no password to change.',
          'NO_PASSWORD',
        );
      }
      if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
        throw new ValidationError(WRONG_CURRENT_PASSWORD_MESSAGE, undefined, 'currentPassword');
      }
      await refuseCommonPassword(body.newPassword, 'newPassword');
      const passwordHash = await hashPassword(body.newPassword);
      return db.transaction(async (tx) => {
        // Only over the hash that was checked: a change racing this one wins, this one is refused.
        const changed = await users.replacePasswordHash(
          tx,
          userId,
          user.passwordHash!,
          passwordHash,
        );
        if (!changed) {
          throw new ValidationError(WRONG_CURRENT_PASSWORD_MESSAGE, undefined, 'currentPassword');
        }
        await revokeUserSessions(tx, userId, clock.now());
        await outbox.send(tx, user.email, passwordChanged(user.name));
        return { token: await newSession(userId, tx) };
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
