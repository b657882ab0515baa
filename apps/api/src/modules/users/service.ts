import type { DeleteAddressBody, EditAddressBody } from '@mitti/domain/address';
import { ADDRESSES_CHANGED_MESSAGE } from '@mitti/domain/address';
import type { EditNameBody, EditPhoneBody } from '@mitti/domain/profile-schemas';
import type { ProfilePicture, UserProfile } from '@mitti/domain/user';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { conflict, forbidden, notFound, unauthorized } from '../../http/http-error';
import type { Storage } from '../../storage/storage';
import { checkUpload, discardUploads, storeUpload } from '../../storage/uploads';
import { findPendingEmail } from '../auth/repository';
import { findLatestRequest } from '../verification/repository';
import { addressesVersion, toUserProfile } from './profile-dto';
import type { AddressRow } from './repository';
import * as repo from './repository';

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
const NOT_AN_IMAGE_MESSAGE = 'Please upload a PNG, JPEG, GIF or WebP image.';

export function createUsersService(db: Database, storage: Storage, clock: Clock) {
  async function profile(userId: string): Promise<UserProfile> {
    const user = await repo.findUserById(db, userId);
    if (!user) throw unauthorized();
    return toUserProfile(
      user,
      await repo.listAddresses(db, userId),
      await findLatestRequest(db, userId),
      await findPendingEmail(db, userId, clock.now()),
    );
  }

  /** Bodies may name a user (the spec's clients send it); it must be the caller. */
  function assertSelf(callerId: string, claimedId: string | undefined): void {
    if (claimedId !== undefined && claimedId !== callerId) {
      throw forbidden('You can only change your own profile.');
    }
  }

  /**
   * Refuses a change of the address list made from a page that read another version of it (another
   * tab or device changed it since): saving it would undo that change. No version: the last write wins.
   */
  const unchangedSince = (version: string | undefined) => (stored: AddressRow[]) => {
    if (version !== undefined && version !== addressesVersion(stored)) {
      throw conflict(ADDRESSES_CHANGED_MESSAGE, 'ADDRESSES_CHANGED');
    }
  };

  return {
    profile,

    async editName(userId: string, body: EditNameBody): Promise<UserProfile> {
      assertSelf(userId, body._id);
      await repo.updateUser(db, userId, { name: body.name });
      return profile(userId);
    },

    async editPhone(userId: string, body: EditPhoneBody): Promise<UserProfile> {
      assertSelf(userId, body._id);
      await repo.updateUser(db, userId, { phone: body.phone });
      return profile(userId);
    },

    async editAddresses(userId: string, body: EditAddressBody): Promise<UserProfile> {
      assertSelf(userId, body._id);
      await repo.replaceAddresses(
        db,
        userId,
        body.addresses.map(({ _id, landmark, ...fields }) => ({
          ...fields,
          id: _id,
          landmark: landmark || null,
        })),
        unchangedSince(body.addressesVersion),
      );
      return profile(userId);
    },

    async deleteAddress(userId: string, body: DeleteAddressBody): Promise<UserProfile> {
      assertSelf(userId, body.userId);
      const deleted = await repo.deleteAddress(
        db,
        userId,
        body.addressId,
        unchangedSince(body.addressesVersion),
      );
      if (!deleted) throw notFound('Address not found.');
      return profile(userId);
    },

    /** Checks the content (not the name or the declared type) and stores it under a name we make. */
    async setProfilePicture(userId: string, data: Buffer): Promise<ProfilePicture> {
      const key = await storeUpload(
        storage,
        'avatars',
        await checkUpload(data, IMAGE_TYPES, NOT_AN_IMAGE_MESSAGE),
      );
      const url = storage.url(key);
      try {
        await repo.updateUser(db, userId, { profilePictureUrl: url });
      } catch (error) {
        await discardUploads(storage, [key]);
        throw error;
      }
      return { url };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
