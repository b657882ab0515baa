import type { AuthResponse } from '@mitti/domain/user';
import type { FastifyInstance } from 'fastify';
import type { BuildOptions } from '../src/app';
import { buildApp } from '../src/app';
import type { Config, LogLevel } from '../src/config';
import type { Database } from '../src/db/client';
import { DEMO_SELLER } from '../src/env';
import { hashPassword } from '../src/modules/auth/passwords';
import { insertUser } from '../src/modules/users/repository';
import { createTestDatabase } from './test-database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const TEST_PASSWORD = 'correct horse battery';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions extends BuildOptions {
  /** Stands between the app and its database (the reliability tests inject faults); `db` stays direct. */
  wrapDb?: (db: Database) => Database;
}

/** The app on a fresh database, as the server builds it, with test-friendly defaults. */
export async function createTestApp(
  configOverrides: Partial<Config> = {},
  { wrapDb, ...options }: TestAppOptions = {},
): Promise<TestContext> {
  const { dataDir, database, dispose } = await createTestDatabase();
  const config: Config = {
    port: 0,
    dataDir,
    databaseUrl: null,
    databaseListenUrl: null,
    jwtSecret: TEST_JWT_SECRET,
    publicUrl: 'http://localhost:3000',
    googleClientId: null,
    googleJwksUrl: 'http://127.0.0.1:9/unused',
    storage: 'local',
    s3: null,
    payments: { provider: 'sandbox' },
    smtpUrl: null,
    mailFrom: 'Mitti <no-reply@mitti.test>',
    seller: DEMO_SELLER,
    seedDemo: false,
    trustProxy: false,
    redisUrl: null,
    metricsToken: null,
    logLevel: (process.env.LOG_LEVEL as LogLevel | undefined) ?? 'silent',
    production: false,
    ...configOverrides,
  };
  const app = await buildApp(config, {
    database: wrapDb ? { ...database, db: wrapDb(database.db) } : database,
    serveApps: null,
    contactRateLimit: { max: 1000, timeWindowMs: 60_000 },
    processMetrics: false,
    ...options,
    // A failed job runs again at the next poll, once, and tests wait on its fate through the spies.
    // Periodic jobs never fire on their own: a test runs their work with its clock.
    jobs: {
      retryLimit: 1,
      retryDelay: 0,
      retryBackoff: false,
      pollingIntervalSeconds: 0.5,
      spies: true,
      schedule: false,
      ...options.jobs,
    },
    authRateLimits: {
      login: { max: 1000, timeWindowMs: 60_000 },
      loginPerAddress: { max: 1000, timeWindowMs: 60_000 },
      signup: { max: 1000, timeWindowMs: 60_000 },
      passwordChange: { max: 1000, timeWindowMs: 60_000 },
      forgotPassword: { max: 1000, timeWindowMs: 60_000 },
      resetPassword: { max: 1000, timeWindowMs: 60_000 },
      resendConfirmation: { max: 1000, timeWindowMs: 60_000 },
      changeEmail: { max: 1000, timeWindowMs: 60_000 },
      confirmEmailChange: { max: 1000, timeWindowMs: 60_000 },
      ...options.authRateLimits,
    },
  });
  databases.set(app, (options.database ?? database).db);
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await dispose();
    },
  };
}

/** Each test app's database, for newUser. */
const databases = new WeakMap<FastifyInstance, Database>();

let counter = 0;

/** A fresh address for a test account. */
export function newEmail(): string {
  counter += 1;
  return `user${counter}.${Date.now()}@example.com`;
}

/**
 * A new account whose email is already confirmed, signed in: the token, the profile and the password.
 * It is written straight to the database, so no confirmation email goes out to surprise a test
 * that waits for the next message; the sign-up route itself is tested in modules/auth.
 */
export async function newUser(
  app: FastifyInstance,
  name = 'Asha Verma',
): Promise<AuthResponse & { email: string; password: string }> {
  const email = newEmail();
  const db = databases.get(app);
  if (!db) throw new Error('newUser needs an app made by createTestApp');
  await insertUser(db, {
    email,
    name,
    passwordHash: await hashPassword(TEST_PASSWORD),
    emailConfirmedAt: new Date(),
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: TEST_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { ...login.json<AuthResponse>(), email, password: TEST_PASSWORD };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** A new account that signed up through the route and has not confirmed its email yet, signed in. */
export async function newUnconfirmedUser(
  app: FastifyInstance,
  name = 'Asha Verma',
): Promise<AuthResponse & { email: string; password: string }> {
  const email = newEmail();
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { username: name, email, password: TEST_PASSWORD },
  });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: TEST_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { ...login.json<AuthResponse>(), email, password: TEST_PASSWORD };
}
