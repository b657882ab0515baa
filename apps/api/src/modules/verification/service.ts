import type { VerificationRequestBody } from '@mitti/domain/campaign-schemas';
import type { Database } from '../../db/client';
import { conflict, forbidden, unauthorized } from '../../http/http-error';
import { findUserById } from '../users/repository';
import * as repo from './repository';

export function createVerificationService(db: Database) {
  return {
    /** A farmer asks the Mitti team to verify the account; one request waits at a time. */
    async sendRequest(userId: string, body: VerificationRequestBody): Promise<void> {
      if (body.userId !== undefined && body.userId !== userId) {
        throw forbidden('You can only ask to verify your own account.');
      }
      const user = await findUserById(db, userId);
      if (!user) throw unauthorized();
      if (user.active === 'true') throw conflict('Your account is already verified.');
      if (!(await repo.insertOpenRequest(db, userId, user.email))) {
        throw conflict('You already have a verification request waiting for review.');
      }
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
