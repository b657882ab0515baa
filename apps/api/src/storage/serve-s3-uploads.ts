import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/http-error';
import { setUploadHeaders } from '../http/static-files';
import type { S3Storage } from './s3-storage';
import { isUploadKey } from './storage';

/**
 * Serves the bucket's uploads at /uploads/ (as the local driver's files are served) when no bucket
 * or CDN address is configured, and for addresses stored before one was. The object is streamed,
 * never held whole; If-None-Match and Range are passed on to the store.
 */
export function serveS3Uploads(app: FastifyInstance, storage: S3Storage): void {
  app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
    const key = request.params['*'];
    if (!isUploadKey(key)) throw notFound();
    const ifNoneMatch = request.headers['if-none-match'];
    const range = request.headers.range;
    const object = await storage.read(key, { ifNoneMatch, range });
    setUploadHeaders(reply);
    if (object.status === 'not-modified') {
      return reply.code(304).header('ETag', object.etag).send();
    }
    reply.type(object.contentType).header('Accept-Ranges', 'bytes');
    // Weak, as @fastify/compress may send an SVG's bytes brotli'd under the same tag.
    if (object.etag) reply.header('ETag', `W/${object.etag}`);
    if (object.contentLength !== undefined) reply.header('Content-Length', object.contentLength);
    if (object.contentRange) reply.code(206).header('Content-Range', object.contentRange);
    return reply.send(object.body);
  });
}
