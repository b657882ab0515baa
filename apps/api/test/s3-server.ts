import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../src/config';

export interface TestS3Server {
  /** http://127.0.0.1:<port>, for S3_ENDPOINT. */
  endpoint: string;
  bucket: string;
  /** The configuration of an app storing in this server's bucket (path-style, its credentials). */
  config: S3Config;
  /** Stops listening: the store is down, connections are refused; the objects stay on disk. */
  stop(): Promise<void>;
  /** Listens again on the same port, with the same objects. */
  start(): Promise<void>;
  /** Stops and removes its directory. */
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) in this process, on a free port, with one empty bucket. */
export async function startS3Server(bucket = 'mitti-uploads'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'mitti-s3-'));
  let port = 0;
  let server: S3rver | null = null;
  const start = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      directory,
      silent: true,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    ({ port } = await server.run());
  };
  const stop = async () => {
    await server?.close();
    server = null;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    config: {
      bucket,
      endpoint,
      region: 'us-east-1',
      // s3rver's own key pair.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
      publicUrl: null,
    },
    start,
    stop,
    async close() {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
