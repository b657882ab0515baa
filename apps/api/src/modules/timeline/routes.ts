import type { TimelineUpdate } from '@mitti/domain/timeline-update';
import type { FastifyPluginCallback } from 'fastify';
import type { RequireUser } from '../../http/require-user';
import type { TimelineService } from './service';
import { readTimelineForm } from './timeline-form';

export interface TimelineRoutesOptions {
  timeline: TimelineService;
  requireUser: RequireUser;
  optionalUser: RequireUser;
}

/** A campaign's timeline of farm news (invest.md 7): read by investors, written by the owner. */
export const timelineRoutes: FastifyPluginCallback<TimelineRoutesOptions> = (
  app,
  { timeline, requireUser, optionalUser },
  done,
) => {
  app.get<{ Params: { id: string } }>(
    '/campaigns/:id/timeline',
    { onRequest: optionalUser, config: { publicRead: true } },
    async (request): Promise<TimelineUpdate[]> => timeline.list(request.params.id, request.userId),
  );

  app.post<{ Params: { id: string } }>(
    '/campaigns/:id/timeline-update',
    { onRequest: requireUser },
    async (request, reply): Promise<TimelineUpdate> => {
      const update = await timeline.add(request.userId, request.params.id, () =>
        readTimelineForm(request),
      );
      reply.status(201);
      return update;
    },
  );

  app.delete<{ Params: { id: string; updateId: string } }>(
    '/campaigns/:id/timeline-update/:updateId',
    { onRequest: requireUser },
    async (request): Promise<{ message: string }> => {
      await timeline.remove(request.userId, request.params.id, request.params.updateId);
      return { message: 'Update deleted successfully!' };
    },
  );

  done();
};
