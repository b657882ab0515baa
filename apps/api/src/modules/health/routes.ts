import type { FastifyPluginCallback } from 'fastify';
import type { Database } from '../../db/client';
import { pingDatabase } from './repository';

export const healthRoutes: FastifyPluginCallback<{ db: Database }> = (app, { db }, done) => {
  app.get('/health', async () => {
    await pingDatabase(db);
    return { status: 'ok' as const };
  });
  done();
};
