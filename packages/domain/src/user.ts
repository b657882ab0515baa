import type { Address } from './address';

export type UserRole = 'user' | 'admin';

export interface ProfilePicture {
  url: string;
}

/** The account's latest request to be verified: none sent, waiting for the team, or decided. */
export type VerificationRequestState =
  | { status: 'none' }
  | { status: 'pending' }
  | { status: 'approved' }
  /** With the team's reason, which the farmer reads on /create. */
  | { status: 'declined'; reason: string | null }
  /** An operator took the farmer's verification back, with a reason, though they asked nothing. */
  | { status: 'withdrawn'; reason: string | null };

/** GET /user-profile. `active` is the string 'true' for a verified farmer, as the spec has it. */
export interface UserProfile {
  _id: string;
  name: string;
  email: string;
  phone: string;
  profilePicture: ProfilePicture | null;
  addresses: Address[];
  /** Names the address list as it is: sent back with a change of it (absent from an old copy). */
  addressesVersion?: string;
  active: 'true' | 'false';
  role: UserRole;
  /** Always sent; absent only from a profile the browser kept from before it was added. */
  verificationRequest?: VerificationRequestState;
  /** False for an account that signs in with Google only. Absent as verificationRequest may be. */
  hasPassword?: boolean;
  /** Whether the owner followed the confirmation link; investing and new campaigns wait for it. */
  emailConfirmed?: boolean;
  /** The address a change of email waits to be confirmed at (its link is live), or null. */
  pendingEmail?: string | null;
}

/** POST /auth/login and POST /auth/google-signin */
export interface AuthResponse {
  token: string;
  user: UserProfile;
}

/** PUT /auth/password: the token of the sign-in that changed it; every other one has ended. */
export interface PasswordChangedResponse {
  token: string;
}

/** PUT /profile-picture */
export interface ProfilePictureResponse {
  profilePicture: ProfilePicture;
}

/** POST /auth/forgot-password: the same answer whether or not the account exists. */
export interface ForgotPasswordResponse {
  message: string;
}

/** POST /auth/change-email: the link went to the new address, which is not the account's yet. */
export interface EmailChangeRequestedResponse {
  message: string;
  pendingEmail: string;
}

/** POST /auth/confirm-email-change: the account's address from now on. */
export interface EmailChangedResponse {
  message: string;
  email: string;
}

/** The 403 code of investing or creating a campaign before the email is confirmed. */
export const EMAIL_NOT_CONFIRMED = 'EMAIL_NOT_CONFIRMED';
