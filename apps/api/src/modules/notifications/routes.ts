import type { NotificationsResponse } from '@mitti/domain/notification';
import type { MarkNotificationsReadBody } from '@mitti/domain/notification-schemas';
import { markNotificationsReadSchema } from '@mitti/domain/notification-schemas';
import type { FastifyPluginCallback } from 'fastify';
import type { RequireUser } from '../../http/require-user';
import type { NotificationsService } from './service';

export interface NotificationRoutesOptions {
  notifications: NotificationsService;
  requireUser: RequireUser;
}

/** The header bell: the caller's own notifications only. */
export const notificationRoutes: FastifyPluginCallback<NotificationRoutesOptions> = (
  app,
  { notifications, requireUser },
  done,
) => {
  app.addHook('onRequest', requireUser);

  app.get('/notifications', async (request): Promise<NotificationsResponse> =>
    notifications.list(request.userId),
  );

  app.post(
    '/notifications/read',
    { schema: { body: markNotificationsReadSchema } },
    async (request): Promise<NotificationsResponse> => {
      const { ids } = request.body as MarkNotificationsReadBody;
      await notifications.markRead(request.userId, ids);
      return notifications.list(request.userId);
    },
  );

  done();
};
