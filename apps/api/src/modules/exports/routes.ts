import type { Readable } from 'node:stream';
import type { ExportRange } from '@mitti/domain/exports';
import { ADMIN_EXPORTS, exportRangeSchema } from '@mitti/domain/exports';
import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import type { RequireUser } from '../../http/require-user';
import type { ExportFile, ExportsService } from './service';

export interface ExportRoutesOptions {
  exports: ExportsService;
  requireUser: RequireUser;
  requireAdmin: RequireUser;
}

type Params = { Params: { id: string } };

/** Sends the file as a download under its name: a stream is sent as it is written. */
function download<Body extends Buffer | Readable>(
  reply: FastifyReply,
  type: string,
  { body, fileName }: ExportFile<Body>,
): Body {
  reply.type(type).header('Content-Disposition', `attachment; filename="${fileName}"`);
  return body;
}

const CSV = 'text/csv; charset=utf-8';
const PDF = 'application/pdf';

/**
 * Exports and documents (issue 19): the operators' CSV files over a date range, a campaign's
 * investors for its owner, a shop order's invoice and an investment's certificate.
 */
export const exportRoutes: FastifyPluginCallback<ExportRoutesOptions> = (
  app,
  { exports, requireUser, requireAdmin },
  done,
) => {
  app.addHook('onRequest', requireUser);
  // A file whose first rows cannot be read is answered with a JSON error, not saved as the file: the
  // file's headers, already handed to the response with the stream, go.
  app.addHook('onError', async (_request, reply) => {
    for (const header of ['content-type', 'content-disposition', 'content-encoding']) {
      reply.removeHeader(header);
    }
  });

  app.register((admin, _options, registered) => {
    admin.addHook('onRequest', requireAdmin);
    for (const name of ADMIN_EXPORTS) {
      admin.get(
        `/admin/exports/${name}.csv`,
        { schema: { querystring: exportRangeSchema } },
        async (request, reply) =>
          download(reply, CSV, exports.adminCsv(name, request.query as ExportRange)),
      );
    }
    registered();
  });

  app.get<Params>('/campaigns/:id/investors.csv', async (request, reply) =>
    download(reply, CSV, await exports.investorsCsv(request.userId, request.params.id)),
  );

  app.get<Params>('/orders/:id/invoice.pdf', async (request, reply) =>
    download(reply, PDF, await exports.invoice(request.userId, request.params.id)),
  );

  app.get<Params>('/investments/:id/certificate.pdf', async (request, reply) =>
    download(reply, PDF, await exports.certificate(request.userId, request.params.id)),
  );

  done();
};
