import path from 'node:path';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { MAX_UPLOAD_BYTES } from '@mitti/domain/constants';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify';
import type { Clock } from './clock';
import { systemClock } from './clock';
import type { Config } from './config';
import { watchChanges } from './db/changes';
import type { DatabaseHandle } from './db/client';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed/seed-demo';
import { installCaching } from './http/caching';
import { installErrorHandling } from './http/error-handler';
import { connectRateLimitRedis } from './http/rate-limit-redis';
import { echoRequestId, requestId } from './http/request-id';
import { createRequireAdmin } from './http/require-admin';
import { createOptionalUser, createRequireUser } from './http/require-user';
import { installSecurityHeaders } from './http/security';
import type { AppDists } from './http/static-files';
import { findBuiltApps, serveApps, serveUploads, spaFallback } from './http/static-files';
import { installYupValidation } from './http/yup-validator';
import { accountRoutes } from './modules/account/routes';
import { createAccountService } from './modules/account/service';
import { sendOperationsDigests } from './modules/admin/operations-digest';
import { adminRoutes } from './modules/admin/routes';
import { exportRoutes } from './modules/exports/routes';
import { createExportsService } from './modules/exports/service';
import { auditRoutes } from './modules/audit/routes';
import { createAuditService } from './modules/audit/service';
import { createGoogleVerifier } from './modules/auth/google';
import type { AuthRateLimits, RateLimit } from './modules/auth/routes';
import { authRoutes } from './modules/auth/routes';
import { isSessionLive } from './modules/auth/repository';
import { createAuthService } from './modules/auth/service';
import { cleanUpSessions } from './modules/auth/session-cleanup';
import type { TokenSubject } from './modules/auth/tokens';
import { createTokenService } from './modules/auth/tokens';
import { endDueCampaigns, returnLapsedReviews } from './modules/campaigns/campaign-end';
import { sendInvestmentDigests } from './modules/campaigns/investment-digest';
import { catalogueAdminRoutes } from './modules/catalogue-admin/routes';
import { createCatalogueAdminService } from './modules/catalogue-admin/service';
import { campaignRoutes } from './modules/campaigns/routes';
import { createCampaignsService } from './modules/campaigns/service';
import { cartRoutes } from './modules/cart/routes';
import { createCartService } from './modules/cart/service';
import { contactRoutes } from './modules/contact/routes';
import { createContactService } from './modules/contact/service';
import { healthRoutes } from './modules/health/routes';
import { investmentRoutes } from './modules/investments/routes';
import { createInvestmentsService } from './modules/investments/service';
import { jobRoutes } from './modules/jobs/routes';
import type { JobQueue, JobSettings } from './modules/jobs/queue';
import { JOB_SETTINGS, startJobQueue } from './modules/jobs/queue';
import { createJobsService } from './modules/jobs/service';
import { devMailRoutes, servesDevMail } from './modules/mail/dev-mail-routes';
import { mailDir } from './modules/mail/mail-files';
import { createOutbox } from './modules/mail/outbox';
import { unsubscribeRoutes } from './modules/mail/unsubscribe-routes';
import { sendUnlessExpired } from './modules/mail/send-unless-expired';
import { createMailTransport } from './modules/mail/transport';
import { itemRoutes } from './modules/items/routes';
import { createItemsService } from './modules/items/service';
import { installMetrics } from './modules/metrics/metrics';
import { countActiveReservations } from './modules/reservations/repository';
import { notificationRoutes } from './modules/notifications/routes';
import { createNotificationsService } from './modules/notifications/service';
import { orderRoutes } from './modules/orders/routes';
import { createOrdersService } from './modules/orders/service';
import type { PaymentProvider } from './modules/payments/provider';
import { createPaymentProvider } from './modules/payments/provider';
import { reconcilePayments } from './modules/payments/reconciliation';
import { paymentRoutes } from './modules/payments/routes';
import { createPaymentsService } from './modules/payments/service';
import { peopleRoutes } from './modules/people/routes';
import { createPeopleService } from './modules/people/service';
import { runRefundDeadlines } from './modules/refunds/refund-deadlines';
import { refundRoutes } from './modules/refunds/routes';
import { createRefundsService } from './modules/refunds/service';
import { releaseExpiredReservations } from './modules/reservations/service';
import { sitemapRoutes } from './modules/sitemap/routes';
import { createSitemapService } from './modules/sitemap/service';
import { stockRoutes } from './modules/stock/routes';
import { createStockService } from './modules/stock/service';
import { timelineRoutes } from './modules/timeline/routes';
import { createTimelineService } from './modules/timeline/service';
import { isAdmin } from './modules/users/repository';
import { createEmailPreferencesService } from './modules/users/email-preferences';
import { userRoutes } from './modules/users/routes';
import { createUsersService } from './modules/users/service';
import { verificationRoutes } from './modules/verification/routes';
import { createVerificationService } from './modules/verification/service';
import { REPO_ROOT } from './paths';
import { createLocalStorage, uploadsDir } from './storage/local-storage';
import { createS3Storage } from './storage/s3-storage';
import { serveS3Uploads } from './storage/serve-s3-uploads';
import { cleanUpUploads } from './storage/upload-cleanup';

export interface BuildOptions {
  /** An already opened (and migrated) database; the caller closes it. Default: open the configured one. */
  database?: DatabaseHandle;
  /**
   * Attempts allowed. Default: 10 logins a minute per IP and email and 30 per IP, 20 sign-ups a
   * minute per IP, 10 password changes a minute per account; per 15 minutes 5 reset links and 10
   * resets per IP, 3 confirmation emails and 3 changes of email per account, 10 confirmed changes
   * of email per IP.
   */
  authRateLimits?: Partial<AuthRateLimits>;
  /** The prefix of the rate limits' keys in Redis. Default: `mitti:rate-limit:` (tests use their own). */
  rateLimitNamespace?: string;
  /** Contact messages allowed. Default: 5 a minute per IP. */
  contactRateLimit?: RateLimit;
  /** The payment provider. Default: the configured one (tests wrap the sandbox to watch it). */
  paymentProvider?: PaymentProvider;
  /** Serve the two built apps. Default: the repository's dist folders when NODE_ENV=production. */
  serveApps?: AppDists | null;
  /** Told of every route as it is registered (the security tests call each one). */
  onRoute?: (route: RouteOptions) => void;
  /** Where log lines go. Default: standard output (tests read them here). */
  logStream?: { write(line: string): void };
  /** The time the services go by. Default: the system clock. */
  clock?: Clock;
  /** Retries and polling of the job queue. Default: JOB_SETTINGS (tests retry at once). */
  jobs?: Partial<JobSettings>;
  /** Rows the CSV exports read per query. Default: 1,000 (tests read a few at a time). */
  exportBatchSize?: number;
  /**
   * Node's process metrics (memory, CPU, event loop, GC) on /metrics. Default: true. Their collectors
   * run until the process exits, so tests, which build dozens of apps in one process, leave them off.
   */
  processMetrics?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue this app works (tests wait on its jobs). */
    jobs: JobQueue;
  }
}

const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  login: { max: 10, timeWindowMs: 60_000 },
  loginPerAddress: { max: 30, timeWindowMs: 60_000 },
  signup: { max: 20, timeWindowMs: 60_000 },
  passwordChange: { max: 10, timeWindowMs: 60_000 },
  forgotPassword: { max: 5, timeWindowMs: 15 * 60_000 },
  resetPassword: { max: 10, timeWindowMs: 15 * 60_000 },
  resendConfirmation: { max: 3, timeWindowMs: 15 * 60_000 },
  changeEmail: { max: 3, timeWindowMs: 15 * 60_000 },
  confirmEmailChange: { max: 10, timeWindowMs: 15 * 60_000 },
};

function loggerOptions(
  config: Config,
  stream: BuildOptions['logStream'],
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.token',
        '*.idToken',
        'body.password',
        'body.idToken',
      ],
      censor: '[redacted]',
    },
    ...(!stream && !config.production && process.stdout.isTTY
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/** Builds the whole API (and, in production, the static apps) as one Fastify instance. Not yet listening. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    trustProxy: config.trustProxy,
    // Read by requestId itself, which checks it first.
    requestIdHeader: false,
    genReqId: requestId,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
  });
  echoRequestId(app);
  const clock = options.clock ?? systemClock;
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  const database = options.database ?? (await openDatabase(config));
  if (!options.database) app.addHook('onClose', () => database.close());
  const { db } = database;
  const changes = await watchChanges(database);
  app.addHook('onClose', () => changes.close());

  const mail = createMailTransport(config, clock);
  // pg-boss checks whether its schema is installed before taking its own lock: two first starts at
  // once would both install it.
  const queue = await database.startupLock(() =>
    startJobQueue(database, { ...JOB_SETTINGS, ...options.jobs }, app.log),
  );
  // Hooks run last-added first: the queue stops (letting a running job finish) before the database closes.
  app.addHook('onClose', async () => {
    await queue.stop();
    mail.close();
  });
  app.decorate('jobs', queue);
  // Before the routes: it times those registered after it.
  await installMetrics(app, {
    database,
    queue,
    token: config.metricsToken,
    processMetrics: options.processMetrics ?? true,
    reservationsHeld: () => countActiveReservations(db, clock.now()),
  });
  const outbox = createOutbox(queue, config.publicUrl, config.jwtSecret);

  const s3 = config.s3 ? createS3Storage(config.s3) : null;
  if (s3) app.addHook('onClose', () => s3.close());
  const storage = s3 ?? createLocalStorage(uploadsDir(config.dataDir));
  if (config.seedDemo) await database.startupLock(() => seedDemo(db, storage, clock.now()));

  const dists =
    options.serveApps !== undefined
      ? options.serveApps
      : config.production
        ? {
            investDist: path.join(REPO_ROOT, 'apps/invest/dist'),
            shopDist: path.join(REPO_ROOT, 'apps/shop/dist'),
          }
        : null;
  const builtApps = dists ? findBuiltApps(app, dists) : null;

  installYupValidation(app);
  const pages = builtApps ? await spaFallback(app, builtApps, config.publicUrl) : null;
  installErrorHandling(app, pages);
  await installSecurityHeaders(app, config.s3?.publicUrl ?? null);
  await installCaching(app);
  // Text types only (HTML, JS, CSS, JSON, SVG; images and video are compressed already), answers from
  // 1 KB. It compresses in per-route hooks, which run after the ETag is taken from the plain body.
  await app.register(compress, { encodings: ['br', 'gzip'] });
  const rateLimitRedis = config.redisUrl
    ? await connectRateLimitRedis(config.redisUrl, app.log)
    : null;
  if (rateLimitRedis) app.addHook('onClose', () => rateLimitRedis.disconnect());
  await app.register(rateLimit, {
    global: false,
    ...(rateLimitRedis
      ? { redis: rateLimitRedis, nameSpace: options.rateLimitNamespace ?? 'mitti:rate-limit:' }
      : {}),
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
  app.decorateRequest('userId', '');
  app.decorateRequest('sessionId', '');

  const tokens = createTokenService(config.jwtSecret);
  const sessionLive = ({ sessionId, userId }: TokenSubject) => isSessionLive(db, sessionId, userId);
  const requireUser = createRequireUser(tokens, sessionLive);
  const optionalUser = createOptionalUser(tokens, sessionLive);
  const requireAdmin = createRequireAdmin((id) => isAdmin(db, id));
  const payments =
    options.paymentProvider ?? createPaymentProvider(config.payments, config.jwtSecret);
  // Shared by their own routes and the operators' (admin) routes.
  const campaigns = createCampaignsService(db, storage, changes, clock, app.log, outbox);
  const verification = createVerificationService(db, outbox, clock);
  const refunds = createRefundsService(db, payments, outbox, clock);
  const orders = createOrdersService(db, payments, outbox, clock);
  const investments = createInvestmentsService(
    db,
    payments,
    outbox,
    orders.settleCardPayment,
    clock,
  );
  await queue.work({
    'send-email': sendUnlessExpired(mail.send, clock, app.log),
    'campaign-end-tick': async () => {
      await endDueCampaigns(db, clock, outbox);
      await returnLapsedReviews(db, clock, outbox);
    },
    'refund-tick': async () => {
      await runRefundDeadlines(db, clock, outbox);
    },
    'reconcile-payments': async () => {
      await reconcilePayments({
        db,
        provider: payments,
        clock,
        settlePayment: investments.settlePayment,
        log: app.log,
      });
    },
    'reservation-expiry': async () => {
      await releaseExpiredReservations(db, clock);
    },
    'investment-digest': async () => {
      await sendInvestmentDigests(db, clock, outbox);
    },
    'operations-digest': async () => {
      await sendOperationsDigests(db, clock, outbox);
    },
    'session-cleanup': async () => {
      await cleanUpSessions(db, clock);
    },
    'upload-cleanup': async () => {
      const { removed } = await cleanUpUploads(db, storage, clock);
      if (removed.length > 0) app.log.info({ removed }, 'removed uploads no row refers to');
    },
  });
  const google = config.googleClientId
    ? createGoogleVerifier(config.googleClientId, config.googleJwksUrl)
    : null;

  await app.register(healthRoutes, { prefix: '/api', db });
  await app.register(authRoutes, {
    prefix: '/api',
    auth: createAuthService(db, tokens, google, clock, outbox),
    googleClientId: config.googleClientId,
    rateLimits: { ...DEFAULT_AUTH_RATE_LIMITS, ...options.authRateLimits },
    requireUser,
    optionalUser,
  });
  const emailPreferences = createEmailPreferencesService(db, config.jwtSecret);
  await app.register(userRoutes, {
    prefix: '/api',
    users: createUsersService(db, storage, clock),
    emailPreferences,
    requireUser,
  });
  await app.register(unsubscribeRoutes, { prefix: '/api', emailPreferences });
  await app.register(accountRoutes, {
    prefix: '/api',
    account: createAccountService(db, storage, outbox, clock),
    requireUser,
  });

  await app.register(campaignRoutes, {
    prefix: '/api',
    campaigns,
    requireUser,
    optionalUser,
  });
  await app.register(investmentRoutes, {
    prefix: '/api',
    investments,
    requireUser,
  });
  await app.register(paymentRoutes, {
    prefix: '/api',
    payments: createPaymentsService(db, payments),
    requireUser,
  });
  await app.register(refundRoutes, {
    prefix: '/api',
    refunds,
    requireUser,
  });
  await app.register(timelineRoutes, {
    prefix: '/api',
    timeline: createTimelineService(db, storage, app.log, outbox, clock),
    requireUser,
    optionalUser,
  });
  await app.register(verificationRoutes, {
    prefix: '/api',
    verification,
    requireUser,
  });
  await app.register(itemRoutes, {
    prefix: '/api',
    items: createItemsService(db),
    requireUser,
  });
  await app.register(cartRoutes, { prefix: '/api', cart: createCartService(db), requireUser });
  await app.register(orderRoutes, {
    prefix: '/api',
    orders,
    requireUser,
  });
  await app.register(contactRoutes, {
    prefix: '/api',
    contact: createContactService(db, outbox),
    optionalUser,
    rateLimit: options.contactRateLimit ?? { max: 5, timeWindowMs: 60_000 },
  });
  await app.register(notificationRoutes, {
    prefix: '/api',
    notifications: createNotificationsService(db),
    requireUser,
  });
  await app.register(adminRoutes, {
    prefix: '/api',
    campaigns,
    verification,
    refunds,
    orders,
    requireUser,
    requireAdmin,
  });
  await app.register(exportRoutes, {
    prefix: '/api',
    exports: createExportsService(db, config.seller, { batchSize: options.exportBatchSize }),
    requireUser,
    requireAdmin,
  });
  await app.register(catalogueAdminRoutes, {
    prefix: '/api',
    catalogue: createCatalogueAdminService(db, storage, clock),
    requireUser,
    requireAdmin,
  });
  await app.register(auditRoutes, {
    prefix: '/api',
    audit: createAuditService(db),
    requireUser,
    requireAdmin,
  });
  await app.register(peopleRoutes, {
    prefix: '/api',
    people: createPeopleService(db, verification, clock),
    requireUser,
    requireAdmin,
  });
  await app.register(jobRoutes, {
    prefix: '/api',
    jobs: createJobsService(db, queue),
    requireUser,
    requireAdmin,
  });
  await app.register(stockRoutes, {
    prefix: '/api',
    stock: createStockService(db),
    requireUser,
    requireAdmin,
  });
  await app.register(sitemapRoutes, { sitemap: createSitemapService(db, config.publicUrl) });
  if (servesDevMail(config)) {
    await app.register(devMailRoutes, {
      dir: mailDir(config.dataDir),
      thisMachineOnly: config.production,
    });
  }

  if (s3) serveS3Uploads(app, s3);
  else await serveUploads(app, uploadsDir(config.dataDir));
  if (builtApps && pages) await serveApps(app, builtApps, pages);

  return app;
}
