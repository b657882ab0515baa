import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { createChangeCache } from '../db/change-cache';
import type { ChangeTopic, Changes } from '../db/changes';

/** A read's answer and whether every viewer gets the same one (no owner sees more in it). */
export interface Shareable<T> {
  value: T;
  shared: boolean;
}

interface CachedAnswer {
  /** Encoded once: a string would be encoded again on every send. */
  body: Buffer;
  etag: string;
  shared: boolean;
}

const MAX_ANSWERS = 1000;
const MAX_BYTES = 64 * 2 ** 20;

/** The ETag hash (caching.ts): a kept answer keeps the ETag it would get if computed anew. */
export function bodyHash(payload: string | Buffer): string {
  return createHash('sha1').update(payload).digest('base64');
}

/**
 * Public reads kept serialized, with their ETags, per normalized query until a write on `topic`
 * commits on any instance: a kept answer costs no query, no serialization and no hashing.
 */
export function createAnswerCache(changes: Changes, topic: ChangeTopic) {
  const answers = createChangeCache<CachedAnswer>(changes, topic, {
    max: MAX_ANSWERS,
    maxSize: MAX_BYTES,
    size: (answer, key) => answer.body.length + key.length,
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
          const body = Buffer.from(JSON.stringify(value));
          return { body, etag: `W/"${bodyHash(body)}"`, shared };
        },
        (computed) => computed.shared,
      );
      if (!answer.shared) return false;
      void reply
        .header('etag', answer.etag)
        .type('application/json; charset=utf-8')
        .send(answer.body);
      return true;
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
