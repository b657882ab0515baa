import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { HttpError, notFound } from '../http/http-error';
import type { Storage } from './storage';
import { StorageUnavailableError, UPLOAD_CACHE_CONTROL } from './storage';

export interface ReadOptions {
  /** The client's If-None-Match: a matching object is answered `not-modified`, without its bytes. */
  ifNoneMatch?: string;
  /** The client's Range header (a video is played a range at a time). */
  range?: string;
}

export type ReadResult =
  | { status: 'not-modified'; etag: string }
  | {
      status: 'found';
      body: Readable;
      contentType: string;
      contentLength: number | undefined;
      etag: string | undefined;
      /** Set when a range was asked for and is answered (206). */
      contentRange: string | undefined;
    };

export interface S3Storage extends Storage {
  /** An object's bytes as a stream; 404 when there is none. */
  read(key: string, options?: ReadOptions): Promise<ReadResult>;
  /** Stops the client's connections. */
  close(): void;
}

function httpStatus(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/**
 * Any S3-compatible bucket (AWS S3, R2, MinIO) through the AWS SDK v3. Keys are the same as on the
 * local disk. A failure to reach the store is a 503 (StorageUnavailableError, with the SDK's error as
 * its cause for the log); only the requests that touch files meet it.
 */
export function createS3Storage(config: S3Config): S3Storage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 requires them: several S3-compatible stores refuse or ignore the
    // newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable store fails the request in seconds instead of holding it open.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
  });
  const bucket = config.bucket;
  const unavailable = (error: unknown): never => {
    throw new StorageUnavailableError(error);
  };
  const prefix = config.publicUrl ? `${config.publicUrl}/` : '/uploads/';

  return {
    async put(key, data, contentType) {
      await client
        .send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: data,
            ContentType: contentType,
            // For a bucket or CDN that serves the files (S3_PUBLIC_URL).
            CacheControl: UPLOAD_CACHE_CONTROL,
          }),
        )
        .catch(unavailable);
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })).catch(unavailable);
    },
    url(key) {
      return prefix + key;
    },
    async *list(folder) {
      const pages = paginateListObjectsV2(
        { client, pageSize: 1000 },
        { Bucket: bucket, Prefix: `${folder}/` },
      );
      try {
        for await (const page of pages) {
          yield (page.Contents ?? []).flatMap(({ Key, LastModified }) =>
            Key && LastModified ? [{ key: Key, lastModified: LastModified }] : [],
          );
        }
      } catch (error) {
        unavailable(error);
      }
    },
    async read(key, { ifNoneMatch, range } = {}) {
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            // The store compares strong tags; a browser may send back the weak form it was given.
            IfNoneMatch: ifNoneMatch?.replace(/^W\//, ''),
            Range: range,
          }),
        );
        return {
          status: 'found',
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          contentLength: object.ContentLength,
          etag: object.ETag,
          contentRange: object.ContentRange,
        };
      } catch (error) {
        const status = httpStatus(error);
        if (status === 304) return { status: 'not-modified', etag: ifNoneMatch! };
        if (status === 404) throw notFound();
        if (status === 416) {
          throw new HttpError(
            416,
            'RANGE_NOT_SATISFIABLE',
            'The range asked for is not in the file.',
          );
        }
        return unavailable(error);
      }
    },
    close() {
      client.destroy();
    },
  };
}
