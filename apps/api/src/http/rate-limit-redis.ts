import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Unavailable } from './http-error';

/** The Lua commands @fastify/rate-limit's Redis store defines on the client and counts with. */
const STORE_COMMANDS = new Set<string | symbol>(['rateLimit', 'rateLimitRead']);

type Callback = (error: Error | null, result?: unknown) => void;

const unavailable = (cause: unknown) =>
  new Unavailable(
    'We cannot check this request right now. Please try again in a few seconds.',
    5,
    cause,
  );

/**
 * The Redis client the rate limits count in, shared by every instance. It never queues a command
 * while disconnected and gives up on one after 2 s, so when Redis is out of reach only the
 * rate-limited requests fail, each at once with a 503 (refused rather than let through unlimited:
 * the login throttle is what stops password guessing); it reconnects by itself. Startup does not
 * wait for Redis beyond its first connection attempt.
 */
export async function connectRateLimitRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 2000,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 100, 1000),
  });
  let down = false;
  redis.on('error', (error) => {
    if (down) return;
    down = true;
    log.error({ err: error }, 'Redis is out of reach: rate-limited requests answer 503');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis is back: rate limits count again');
  });
  await new Promise<void>((resolve) => {
    redis.once('ready', resolve);
    redis.once('error', () => resolve());
  });
  // The store passes Redis's own errors through; ours carry the 503 the error handler sends.
  return new Proxy(redis, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (!STORE_COMMANDS.has(prop)) return (value as () => unknown).bind(target);
      return (...args: unknown[]) => {
        const callback = args.pop() as Callback;
        (value as (...rest: unknown[]) => void).call(target, ...args, ((error, result) =>
          callback(error ? unavailable(error) : null, result)) satisfies Callback);
      };
    },
  });
}
