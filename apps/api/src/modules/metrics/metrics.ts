import { createHash, timingSafeEqual } from 'node:crypto';
import { Gauge, Registry } from '@prometheus-io/client';
import * as promClient from '@prometheus-io/client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import type { DatabaseHandle } from '../../db/client';
import { fromThisMachine } from '../../http/from-this-machine';
import { forbidden, HttpError } from '../../http/http-error';
import type { JobQueue } from '../jobs/queue';

export interface MetricsOptions {
  database: DatabaseHandle;
  queue: JobQueue;
  /** METRICS_TOKEN: required as a bearer token when set; otherwise only loopback may read. */
  token: string | null;
  /** Node's default process metrics; prom-client's collectors of them can never be stopped. */
  processMetrics: boolean;
  /** The holds on units and stock for orders not yet paid, read at each scrape. */
  reservationsHeld: () => Promise<number>;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function guard(token: string | null) {
  const expected = token ? digest(`Bearer ${token}`) : null;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (expected) {
      const given = digest(request.headers.authorization ?? '');
      if (timingSafeEqual(given, expected)) return;
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, 'UNAUTHORIZED', 'The metrics need the METRICS_TOKEN bearer token.');
    }
    if (!fromThisMachine(request)) {
      throw forbidden(
        'The metrics are served to this machine only; set METRICS_TOKEN to read them elsewhere.',
      );
    }
  };
}

/**
 * `/metrics` in Prometheus's text format, in a registry of this app's own: fastify-metrics times each
 * route by its pattern (`http_request_duration_seconds{method,route,status_code}`: rate, latency and
 * errors by status), with Node's default process metrics (unless left off), plus the database pool,
 * the job queues and the reservations held, read when scraped. Register it before the routes it times.
 */
export async function installMetrics(
  app: FastifyInstance,
  { database, queue, token, processMetrics, reservationsHeld }: MetricsOptions,
): Promise<void> {
  const registry = new Registry();
  await app.register(fastifyMetrics, {
    promClient,
    endpoint: null,
    defaultMetrics: { enabled: processMetrics, register: registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      overrides: {
        histogram: {
          registers: [registry],
          buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
        },
        // Made though disabled: kept out of the global registry, which every app in a process shares.
        summary: { registers: [registry] },
      },
    },
  });

  new Gauge({
    name: 'mitti_db_pool_connections',
    help: 'PostgreSQL pool connections by state: total, idle, waiting (requests queued for one); none on PGlite',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = database.poolUse?.();
      if (!use) return;
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });
  new Gauge({
    name: 'mitti_job_queue_jobs',
    help: "Jobs in each queue by state: queued, active, failed (failed ones kept by pg-boss's retention)",
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      for (const { name, queued, active, failed } of await queue.counts()) {
        this.set({ queue: name, state: 'queued' }, queued);
        this.set({ queue: name, state: 'active' }, active);
        this.set({ queue: name, state: 'failed' }, failed);
      }
    },
  });
  new Gauge({
    name: 'mitti_reservations_held',
    help: 'Holds on campaign units and shop stock for orders not yet paid',
    registers: [registry],
    async collect() {
      this.set(await reservationsHeld());
    },
  });

  app.get(
    '/metrics',
    { onRequest: guard(token), config: { disableMetrics: true } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store').type(registry.contentType);
      return registry.metrics();
    },
  );
}
