import type { DeleteAddressBody, EditAddressBody } from '@mitti/domain/address';
import { deleteAddressSchema, editAddressSchema } from '@mitti/domain/address';
import { MAX_UPLOAD_BYTES } from '@mitti/domain/constants';
import type {
  EmailPreferencesBody,
  EmailPreferencesResponse,
} from '@mitti/domain/email-preferences';
import { emailPreferencesSchema } from '@mitti/domain/email-preferences';
import type { EditNameBody, EditPhoneBody } from '@mitti/domain/profile-schemas';
import { editNameSchema, editPhoneSchema } from '@mitti/domain/profile-schemas';
import type { ProfilePictureResponse, UserProfile } from '@mitti/domain/user';
import type { FastifyPluginCallback } from 'fastify';
import { badRequest } from '../../http/http-error';
import { readMultipart } from '../../http/multipart-body';
import type { RequireUser } from '../../http/require-user';
import type { EmailPreferencesService } from './email-preferences';
import type { UsersService } from './service';

const PICTURE_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 10 };
const NO_PICTURE_MESSAGE = 'Please choose a picture to upload (field profilePicture).';

export interface UserRoutesOptions {
  users: UsersService;
  emailPreferences: EmailPreferencesService;
  requireUser: RequireUser;
}

/** The profile calls of both specs (invest.md 7): the user is always the one in the token. */
export const userRoutes: FastifyPluginCallback<UserRoutesOptions> = (
  app,
  { users, emailPreferences, requireUser },
  done,
) => {
  app.addHook('onRequest', requireUser);

  app.get('/users/me/email-preferences', async (request): Promise<EmailPreferencesResponse> => ({
    preferences: await emailPreferences.preferences(request.userId),
  }));

  app.put(
    '/users/me/email-preferences',
    { schema: { body: emailPreferencesSchema } },
    async (request): Promise<EmailPreferencesResponse> => ({
      preferences: await emailPreferences.setPreferences(
        request.userId,
        request.body as EmailPreferencesBody,
      ),
    }),
  );

  app.get('/user-profile', async (request): Promise<UserProfile> => users.profile(request.userId));

  app.put(
    '/editName',
    { schema: { body: editNameSchema } },
    async (request): Promise<UserProfile> =>
      users.editName(request.userId, request.body as EditNameBody),
  );

  app.put(
    '/editPhone',
    { schema: { body: editPhoneSchema } },
    async (request): Promise<UserProfile> =>
      users.editPhone(request.userId, request.body as EditPhoneBody),
  );

  app.put(
    '/editAddress',
    { schema: { body: editAddressSchema } },
    async (request): Promise<UserProfile> =>
      users.editAddresses(request.userId, request.body as EditAddressBody),
  );

  app.delete(
    '/deleteAddress',
    { schema: { body: deleteAddressSchema } },
    async (request): Promise<UserProfile> =>
      users.deleteAddress(request.userId, request.body as DeleteAddressBody),
  );

  app.put('/profile-picture', async (request): Promise<ProfilePictureResponse> => {
    if (!request.isMultipart()) {
      throw badRequest('Send the picture as multipart/form-data in the field profilePicture.');
    }
    const data = await readMultipart(async () => {
      let picture: Buffer | undefined;
      // A second file gets through busboy (files: 2), so it is refused with a 400, not ignored.
      for await (const part of request.parts({ limits: PICTURE_LIMITS })) {
        if (part.type !== 'file') continue;
        if (picture) throw badRequest('Please upload one picture.', 'TOO_MANY_FILES');
        if (part.fieldname !== 'profilePicture') throw badRequest(NO_PICTURE_MESSAGE);
        // Throws a 413 (handled by the error handler) when the file is larger than the limit.
        picture = await part.toBuffer();
      }
      if (!picture) throw badRequest(NO_PICTURE_MESSAGE);
      return picture;
    });
    return { profilePicture: await users.setProfilePicture(request.userId, data) };
  });

  done();
};
