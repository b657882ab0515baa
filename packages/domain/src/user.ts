import type { Address } from './address';

export type UserRole = 'user' | 'admin';

export interface ProfilePicture {
  url: string;
}

/** GET /user-profile. `active` is the string 'true' for a verified farmer, as the spec has it. */
export interface UserProfile {
  _id: string;
  name: string;
  email: string;
  phone: string;
  profilePicture: ProfilePicture | null;
  addresses: Address[];
  active: 'true' | 'false';
  role: UserRole;
}

/** POST /auth/login and POST /auth/google-signin */
export interface AuthResponse {
  token: string;
  user: UserProfile;
}

/** PUT /profile-picture */
export interface ProfilePictureResponse {
  profilePicture: ProfilePicture;
}
