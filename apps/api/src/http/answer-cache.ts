import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { createChangeCache } from '../db/change-cache';
import type { ChangeTopic, Changes } from '../db/changes';

/** A read's answer and whether every viewer gets the same one (no owner sees more in it). */
export interface Shareable<T> {
  value: T;
  shared: boolean;
}

export type Encoding = 'br' | 'gzip' | 'identity';

interface EncodedAnswer {
  shared: true;
  etag: string;
  /** Encoded once: a string would be encoded again on every send. */
  identity: Buffer;
  /** Compressed once, as @fastify/compress would on every send (br quality 4, gzip's default). */
  compressed: { br: Buffer; gzip: Buffer } | null;
}

type CachedAnswer = EncodedAnswer | { shared: false };

const MAX_ANSWERS = 1000;
const MAX_BYTES = 64 * 2 ** 20;
/** @fastify/compress's threshold: smaller answers leave as they are. */
const COMPRESS_FROM = 1024;
const JSON_TYPE = 'application/json; charset=utf-8';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The ETag hash (caching.ts): a kept answer keeps the ETag it would get if computed anew. */
export function bodyHash(payload: string | Buffer): string {
  return createHash('sha1').update(payload).digest('base64');
}

/** The encoding an Accept-Encoding header prefers among br and gzip (br on a tie), else identity. */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let br: number | undefined;
  let gz: number | undefined;
  let any: number | undefined;
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((token) => token.trim());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) || 0 : 1;
    if (name === 'br') br = weight;
    else if (name === 'gzip' || name === 'x-gzip') gz = weight;
    else if (name === '*') any = weight;
  }
  br ??= any ?? 0;
  gz ??= any ?? 0;
  if (br <= 0 && gz <= 0) return 'identity';
  return br >= gz ? 'br' : 'gzip';
}

async function encode(value: unknown): Promise<EncodedAnswer> {
  const identity = Buffer.from(JSON.stringify(value));
  const etag = `W/"${bodyHash(identity)}"`;
  if (identity.length < COMPRESS_FROM) return { shared: true, etag, identity, compressed: null };
  const [br, gzip] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
    gzipped(identity),
  ]);
  return { shared: true, etag, identity, compressed: { br, gzip } };
}

/**
 * Whether @fastify/etag will turn the answer into a 304, which must not name an encoding: a cache
 * revalidating its gzip copy for a client of brotli (one weak ETag for all) would relabel it br.
 */
function revalidated(reply: FastifyReply, etag: string): boolean {
  const condition = reply.request.headers['if-none-match'];
  return condition !== undefined && (condition === etag || `W/${condition}` === etag);
}

function sendAnswer(reply: FastifyReply, answer: EncodedAnswer): void {
  void reply.header('etag', answer.etag).type(JSON_TYPE);
  if (!answer.compressed) {
    void reply.send(answer.identity);
    return;
  }
  // @fastify/compress leaves an answer alone once it names its encoding.
  const encoding = preferredEncoding(reply.request.headers['accept-encoding']);
  void reply.header('vary', 'accept-encoding');
  if (encoding === 'identity' || revalidated(reply, answer.etag)) {
    void reply.send(answer.identity);
    return;
  }
  void reply.header('content-encoding', encoding).send(answer.compressed[encoding]);
}

/**
 * Public reads kept serialized and compressed, with their ETags, per normalized query until a write
 * on `topic` commits on any instance: a kept answer costs no query, no serialization, no hashing and
 * no compression.
 */
export function createAnswerCache(changes: Changes, topic: ChangeTopic) {
  const answers = createChangeCache<CachedAnswer>(changes, topic, {
    max: MAX_ANSWERS,
    maxSize: MAX_BYTES,
    size: (answer, key) =>
      key.length +
      (answer.shared
        ? answer.identity.length +
          (answer.compressed ? answer.compressed.br.length + answer.compressed.gzip.length : 0)
        : 0),
  });

  return {
    /** Sends the shared answer (the handler then returns `reply`); false when there is none to share. */
    async send(
      reply: FastifyReply,
      key: string,
      compute: () => Promise<Shareable<unknown>>,
    ): Promise<boolean> {
      const answer = await answers.get(
        key,
        async () => {
          const { value, shared } = await compute();
          return shared ? encode(value) : { shared: false };
        },
        (computed) => computed.shared,
      );
      if (!answer.shared) return false;
      sendAnswer(reply, answer);
      return true;
    },

    /** Sends the kept shared answer, if there is one; never computes it. */
    async sendKept(reply: FastifyReply, key: string): Promise<boolean> {
      const answer = await answers.peek(key);
      if (!answer?.shared) return false;
      sendAnswer(reply, answer);
      return true;
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
