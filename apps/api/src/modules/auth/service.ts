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
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '@mitti/domain/auth-schemas';
import { ACCOUNT_DISABLED } from '@mitti/domain/admin-users';
import type {
  AuthResponse,
  EmailChangedResponse,
  EmailChangeRequestedResponse,
  ForgotPasswordResponse,
  PasswordChangedResponse,
  UserProfile,
} from '@mitti/domain/user';
import type { AccountTokenPurpose } from '../../db/schema/users';
import { ValidationError } from 'yup';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { HttpError, conflict, unauthorized } from '../../http/http-error';
import { toUserProfile } from '../users/profile-dto';
import * as users from '../users/repository';
import { findLatestRequest } from '../verification/repository';
import type { AccountLink } from '../mail/message';
import type { Outbox } from '../mail/outbox';
import { confirmEmail } from '../mail/templates/confirm-email';
import { confirmEmailChange } from '../mail/templates/confirm-email-change';
import { emailChangeRequested } from '../mail/templates/email-change-requested';
import { emailChanged } from '../mail/templates/email-changed';
import { passwordChanged } from '../mail/templates/password-changed';
import { resetPassword } from '../mail/templates/reset-password';
import { hashAccountToken, newAccountToken } from './account-tokens';
import type { GoogleVerifier } from './google';
import { hashPassword, verifyPassword } from './passwords';
import type { AccountTokenRow, UsedAccountToken } from './repository';
import {
  deleteUnusedAccountTokens,
  findAccountToken,
  findPendingEmail,
  insertAccountToken,
  insertSession,
  revokeSession,
  revokeUserSessions,
  useAccountToken,
  cancelAccountTokens,
} from './repository';
import type { TokenService } from './tokens';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is not right.';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';
export const EMAIL_IN_USE_MESSAGE =
  'Another Mitti account already uses this email address. Please choose a different one.';
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we have sent a link to reset its password.';

const HOUR_MS = 60 * 60 * 1000;
const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  'reset-password': HOUR_MS,
  'confirm-email': 24 * HOUR_MS,
  'change-email': 24 * HOUR_MS,
};

/** Sign-in's refusal of an account the operators disabled; a reset link of one is refused the same. */
function accountDisabled(): HttpError {
  return new HttpError(
    403,
    ACCOUNT_DISABLED,
    'This account has been disabled by the Mitti team. Please contact us if you think this is a mistake.',
  );
}

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
    if (user.disabledAt) throw accountDisabled();
    const addresses = await users.listAddresses(db, user.id);
    const verificationRequest = await findLatestRequest(db, user.id);
    const pendingEmail = await findPendingEmail(db, user.id, clock.now());
    return {
      token: await newSession(user.id),
      user: toUserProfile(user, addresses, verificationRequest, pendingEmail),
    };
  }

  /** A new single-use link token for the user, in the caller's transaction: the link to email. */
  async function issueToken(
    tx: Database,
    userId: string,
    purpose: AccountTokenPurpose,
    newEmail?: string,
  ): Promise<AccountLink> {
    const { token, tokenHash } = newAccountToken();
    const expiresAt = new Date(clock.now().getTime() + TOKEN_LIFETIME_MS[purpose]);
    await insertAccountToken(tx, { tokenHash, purpose, userId, expiresAt, newEmail });
    return { token, expiresAt };
  }

  /**
   * After a new password: older reset links stop working, and a waiting change of email, which
   * someone who knew the old password may have asked for, is cancelled.
   */
  async function cancelAccountLinks(tx: Database, userId: string, now: Date): Promise<void> {
    await cancelAccountTokens(tx, userId, 'reset-password', now);
    await deleteUnusedAccountTokens(tx, userId, 'change-email');
  }

  /**
   * Uses the token of an emailed link in the caller's transaction: whom it was for. A wrong, used or
   * expired one is a 400 naming `token`, and the transaction (so nothing) goes no further.
   */
  async function useToken(
    tx: Database,
    token: string,
    purpose: AccountTokenPurpose,
  ): Promise<UsedAccountToken> {
    const tokenHash = hashAccountToken(token);
    const now = clock.now();
    const used = await useAccountToken(tx, tokenHash, purpose, now);
    if (used) return used;
    const row = await findAccountToken(tx, tokenHash, purpose);
    // A link used between the two statements reads as usable here: it has been used.
    throw linkRefused(linkProblem(row, now) ?? 'This link has already been used.');
  }

  /** Why an emailed link's token row cannot be used now, or null when it can. */
  function linkProblem(row: AccountTokenRow | undefined, now: Date): string | null {
    if (!row) return 'This link is not valid.';
    if (row.cancelledAt) {
      return 'This link no longer works: your password or email address changed after it was sent.';
    }
    if (row.usedAt) return 'This link has already been used.';
    if (row.expiresAt <= now) return 'This link has expired.';
    return null;
  }

  function linkRefused(problem: string): ValidationError {
    return new ValidationError(`${problem} Please ask for a new one.`, undefined, 'token');
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
      // Google vouches for the address (email_verified), so linking confirms it.
      const emailConfirmedAt = byEmail.emailConfirmedAt ?? clock.now();
      await users.updateUser(db, byEmail.id, { googleSub: sub, emailConfirmedAt });
      return { ...byEmail, googleSub: sub, emailConfirmedAt };
    }
    const created = await users.insertUser(db, {
      email,
      googleSub: sub,
      name: name ?? email.split('@')[0]!,
      emailConfirmedAt: clock.now(),
    });
    // Lost a race with another sign-in for the same email: that account now exists.
    return created ?? (await googleAccount(sub, email, name));
  }

  return {
    async signup(body: SignupBody): Promise<UserProfile> {
      await refuseCommonPassword(body.password, 'password');
      const passwordHash = await hashPassword(body.password);
      const user = await db.transaction(async (tx) => {
        const inserted = await users.insertUser(tx, {
          email: body.email,
          name: body.username,
          passwordHash,
        });
        if (!inserted) return undefined;
        const link = await issueToken(tx, inserted.id, 'confirm-email');
        await outbox.send(tx, inserted.email, confirmEmail(inserted.name, link));
        return inserted;
      });
      if (!user) throw conflict(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN');
      return toUserProfile(user, [], undefined, null);
    },

    /**
     * The same answer whether or not the account exists, so it does not tell who has one; only an
     * existing account gets the email (a job, so the answer does not wait on the mail server).
     */
    async forgotPassword(body: ForgotPasswordBody): Promise<ForgotPasswordResponse> {
      const user = await users.findUserByEmail(db, body.email);
      // A deleted account's address is one no mail reaches, and it has no password to reset; a
      // disabled one could not sign in with a new password.
      if (user && !user.deletedAt && !user.disabledAt) {
        await db.transaction(async (tx) => {
          const link = await issueToken(tx, user.id, 'reset-password');
          await outbox.send(tx, user.email, resetPassword(user.name, link));
        });
      }
      return { message: FORGOT_PASSWORD_MESSAGE };
    },

    /**
     * Whether a reset link still works, so its page can say so before a new password is typed. The
     * answer is the one resetPassword would give; the link stays unused.
     */
    async checkResetLink(body: ResetLinkBody): Promise<void> {
      const row = await findAccountToken(db, hashAccountToken(body.token), 'reset-password');
      const problem = linkProblem(row, clock.now());
      if (problem) throw linkRefused(problem);
      if ((await users.findUserById(db, row!.userId))?.disabledAt) throw accountDisabled();
    },

    /**
     * Sets a new password from a reset link, ends every session of the user and cancels the links
     * mailed before, in one transaction with using the token: a wrong, used or expired token, or one
     * of a disabled account, changes nothing.
     */
    async resetPassword(body: ResetPasswordBody): Promise<{ message: string }> {
      await refuseCommonPassword(body.password, 'password');
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        const { userId } = await useToken(tx, body.token, 'reset-password');
        const user = await users.findUserById(tx, userId);
        if (user!.disabledAt) throw accountDisabled();
        const now = clock.now();
        await cancelAccountLinks(tx, userId, now);
        // The link reached the address, which confirms it too.
        await users.updateUser(tx, userId, {
          passwordHash,
          emailConfirmedAt: user!.emailConfirmedAt ?? now,
        });
        await revokeUserSessions(tx, userId, now);
        await outbox.send(tx, user!.email, passwordChanged(user!.name));
      });
      return { message: 'Your password has been reset. Please sign in with the new one.' };
    },

    /**
     * A used or expired link of an account that is confirmed by now (opened twice, or from a second
     * device) says so rather than asking for a new link that could not be sent.
     */
    async confirmEmail(body: ConfirmEmailBody): Promise<{ message: string }> {
      try {
        await db.transaction(async (tx) => {
          const { userId } = await useToken(tx, body.token, 'confirm-email');
          const user = await users.findUserById(tx, userId);
          if (!user!.emailConfirmedAt) {
            await users.updateUser(tx, userId, { emailConfirmedAt: clock.now() });
          }
        });
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        const row = await findAccountToken(db, hashAccountToken(body.token), 'confirm-email');
        const owner = row && (await users.findUserById(db, row.userId));
        if (owner?.emailConfirmedAt) return { message: 'Your email address is already confirmed.' };
        throw error;
      }
      return { message: 'Your email address is confirmed.' };
    },

    /** A new confirmation link for the signed-in user, whose email is not confirmed yet. */
    async resendConfirmation(userId: string): Promise<{ message: string }> {
      const user = await users.findUserById(db, userId);
      if (!user) throw unauthorized();
      if (user.emailConfirmedAt) {
        throw conflict('Your email address is already confirmed.', 'ALREADY_CONFIRMED');
      }
      await db.transaction(async (tx) => {
        const link = await issueToken(tx, user.id, 'confirm-email');
        await outbox.send(tx, user.email, confirmEmail(user.name, link));
      });
      return { message: `We have sent a new link to ${user.email}.` };
    },

    /**
     * A change of email waits for the new address's owner: a link goes there (replacing any earlier
     * one) and the account keeps its address until the link is followed. The current address is
     * told, so an owner who did not ask can reset the password, which cancels the change.
     */
    async changeEmail(
      userId: string,
      body: ChangeEmailBody,
    ): Promise<EmailChangeRequestedResponse> {
      const user = await users.findUserById(db, userId);
      if (!user) throw unauthorized();
      if (!user.passwordHash) {
        throw conflict(
          'This account signs in with Google, so its email address is the Google account’s and cannot be changed here.',
          'NO_PASSWORD',
        );
      }
      if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
        throw new ValidationError(WRONG_CURRENT_PASSWORD_MESSAGE, undefined, 'currentPassword');
      }
      const { newEmail } = body;
      if (newEmail === user.email) {
        throw new ValidationError('This is already your email address.', undefined, 'newEmail');
      }
      if (await users.findUserByEmail(db, newEmail)) {
        throw conflict(EMAIL_IN_USE_MESSAGE, 'EMAIL_TAKEN');
      }
      await db.transaction(async (tx) => {
        await deleteUnusedAccountTokens(tx, userId, 'change-email');
        const link = await issueToken(tx, userId, 'change-email', newEmail);
        await outbox.send(tx, newEmail, confirmEmailChange(user.name, newEmail, link));
        await outbox.send(tx, user.email, emailChangeRequested(user.name, newEmail));
      });
      return {
        message: `We have sent a link to ${newEmail}. Your email changes when you follow it.`,
        pendingEmail: newEmail,
      };
    },

    /**
     * Moves the account to the address the link was sent to, confirmed, and tells the old address.
     * Links mailed to the old address (reset, confirmation) stop working. A link that already moved
     * the account (opened twice, or from a second device) says where it is rather than failing.
     */
    async confirmEmailChange(body: ConfirmEmailChangeBody): Promise<EmailChangedResponse> {
      try {
        const email = await db.transaction(async (tx) => {
          const { userId, newEmail } = await useToken(tx, body.token, 'change-email');
          const user = (await users.findUserById(tx, userId))!;
          const now = clock.now();
          if (!(await users.changeUserEmail(tx, userId, newEmail!, now))) {
            throw conflict(
              `Another account now uses ${newEmail}, so your email cannot change to it.`,
              'EMAIL_TAKEN',
            );
          }
          await cancelAccountTokens(tx, userId, 'reset-password', now);
          await cancelAccountTokens(tx, userId, 'confirm-email', now);
          await outbox.send(tx, user.email, emailChanged(user.name, newEmail!));
          return newEmail!;
        });
        return { message: `Your email address is now ${email}.`, email };
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        const row = await findAccountToken(db, hashAccountToken(body.token), 'change-email');
        const owner = row?.usedAt ? await users.findUserById(db, row.userId) : undefined;
        if (!owner || owner.email !== row?.newEmail) throw error;
        return { message: `Your email address is already ${owner.email}.`, email: owner.email };
      }
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

    /**
     * 'Sign out everywhere': every session of the user ends, this one too, and so does a waiting
     * change of email, which a session being ended may have asked for.
     */
    async logoutEverywhere(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await revokeUserSessions(tx, userId, clock.now());
        await deleteUnusedAccountTokens(tx, userId, 'change-email');
      });
    },

    /**
     * Checks the current password, sets the new one, ends every session of the user and cancels the
     * links mailed before, in one transaction; the caller goes on in a new session, whose token is
     * the answer.
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
        const now = clock.now();
        await revokeUserSessions(tx, userId, now);
        await cancelAccountLinks(tx, userId, now);
        await outbox.send(tx, user.email, passwordChanged(user.name));
        return { token: await newSession(userId, tx) };
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
