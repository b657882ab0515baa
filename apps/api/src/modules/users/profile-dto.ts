import { createHash } from 'node:crypto';
import type { Address } from '@mitti/domain/address';
import type { UserProfile, VerificationRequestState } from '@mitti/domain/user';
import type { LatestVerificationRequest } from '../verification/repository';
import type { AddressRow, UserRow } from './repository';

export function toAddress(row: AddressRow): Address {
  return {
    _id: row.id,
    name: row.name,
    street: row.street,
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
    country: row.country,
    phone: row.phone,
    ...(row.landmark ? { landmark: row.landmark } : {}),
  };
}

/** A short fingerprint of the address list as stored: any add, edit, move or delete changes it. */
export function addressesVersion(rows: AddressRow[]): string {
  const list = JSON.stringify(rows.map(toAddress));
  return createHash('sha256').update(list).digest('base64url').slice(0, 16);
}

function toVerificationRequestState(
  latest: LatestVerificationRequest | undefined,
): VerificationRequestState {
  if (!latest) return { status: 'none' };
  if (latest.status === 'rejected') return { status: 'declined', reason: latest.reason };
  if (latest.status === 'withdrawn') return { status: 'withdrawn', reason: latest.reason };
  return { status: latest.status === 'open' ? 'pending' : 'approved' };
}

export function toUserProfile(
  user: UserRow,
  addresses: AddressRow[],
  verificationRequest: LatestVerificationRequest | undefined,
  pendingEmail: string | null,
): UserProfile {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    profilePicture: user.profilePictureUrl ? { url: user.profilePictureUrl } : null,
    addresses: addresses.map(toAddress),
    addressesVersion: addressesVersion(addresses),
    active: user.active,
    role: user.role,
    verificationRequest: toVerificationRequestState(verificationRequest),
    hasPassword: user.passwordHash !== null,
    emailConfirmed: user.emailConfirmedAt !== null,
    pendingEmail,
  };
}
