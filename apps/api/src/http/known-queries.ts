import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

const MAX_QUERIES = 1000;

/** The query as Fastify parsed it, before validation, whatever the order of its parameters. */
function parsedKey(query: unknown): string {
  const fields = query as Record<string, unknown>;
  return JSON.stringify(
    Object.keys(fields)
      .sort()
      .map((name) => [name, fields[name]]),
  );
}

/**
 * Query strings already validated, and the key of what they validated to, so a repeated query finds
 * its kept answer before validation (a preValidation hook). Only a query that passed validation is
 * learned, and validation depends on nothing but the parsed query: a query that would be refused
 * never finds an answer and goes on to be refused.
 */
export function createKnownQueries() {
  const keys = new LRUCache<string, string>({ max: MAX_QUERIES });
  const unknown = new WeakMap<FastifyRequest, string>();

  return {
    /** The key of the request's query if it passed validation before. Call before validation. */
    known(request: FastifyRequest): string | undefined {
      const parsed = parsedKey(request.query);
      const key = keys.get(parsed);
      if (key === undefined) unknown.set(request, parsed);
      return key;
    },
    /** Learns the key of the request's query, which has just passed validation. */
    learn(request: FastifyRequest, key: string): void {
      const parsed = unknown.get(request);
      if (parsed !== undefined) keys.set(parsed, key);
    },
  };
}
