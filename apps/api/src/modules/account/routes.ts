import type { AccountData } from '@mitti/domain/account-data';
import { accountDataFileName } from '@mitti/domain/account-data';
import type { DeleteAccountBody } from '@mitti/domain/account-deletion';
import { deleteAccountSchema } from '@mitti/domain/account-deletion';
import type { FastifyPluginCallback } from 'fastify';
import type { RequireUser } from '../../http/require-user';
import type { AccountService } from './service';

export interface AccountRoutesOptions {
  account: AccountService;
  requireUser: RequireUser;
}

/** Password guesses with a stolen token: as many a minute as password changes. */
const DELETE_LIMIT = { max: 10, timeWindow: 60_000 };

/** The user's data to take away and the deletion of the account (India's DPDP Act). */
export const accountRoutes: FastifyPluginCallback<AccountRoutesOptions> = (
  app,
  { account, requireUser },
  done,
) => {
  app.addHook('onRequest', requireUser);

  app.get('/users/me/data', async (request, reply): Promise<AccountData> => {
    const data = await account.exportData(request.userId);
    reply.header(
      'Content-Disposition',
      `attachment; filename="${accountDataFileName(data.exportedAt.slice(0, 10))}"`,
    );
    return data;
  });

  app.delete(
    '/users/me',
    {
      schema: { body: deleteAccountSchema },
      config: {
        rateLimit: {
          ...DELETE_LIMIT,
          // After requireUser, so the account is known: guesses are counted per account.
          hook: 'preHandler',
          keyGenerator: (request) => `delete-account|${request.userId}`,
        },
      },
    },
    async (request, reply) => {
      await account.deleteAccount(request.userId, request.body as DeleteAccountBody);
      reply.status(204);
    },
  );

  done();
};
