import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import type {
  Config,
  LogLevel,
  PaymentsConfig,
  S3Config,
  SellerConfig,
  TrustProxy,
} from './config';
import { REPO_ROOT } from './paths';

export class ConfigError extends Error {}

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const MIN_SECRET_LENGTH = 32;
const MIN_METRICS_TOKEN_LENGTH = 24;
const DEFAULT_MAIL_FROM = 'Mitti <no-reply@mitti.local>';
/** `Name <address>` or a bare address: one @, no spaces in the address. */
const MAIL_FROM_PATTERN = /^(?:[^<>@\r\n]+ <[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;
/** The demo's seller: a made-up company with a GSTIN of the right shape (27: Maharashtra). */
export const DEMO_SELLER: SellerConfig = {
  name: 'Mitti Organics Private Limited',
  address: '4th Floor, Krishi Bhavan, 12 FC Road, Shivajinagar, Pune, Maharashtra 411005, India',
  gstin: '27AAKCM4821M1Z2',
};
/** State code, PAN (5 letters, 4 digits, a letter), entity number, Z, check character. */
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

function value(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function port(raw: string | undefined): number {
  if (raw === undefined) return 3000;
  const parsed = Number(raw);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65535) {
    throw new ConfigError(`PORT must be a whole number from 1 to 65535 (got "${raw}").`);
  }
  return parsed;
}

function url(name: string, raw: string, protocols: string[]): string {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL.`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(
      `${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}.`,
    );
  }
  return raw;
}

function flag(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['false', '0', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}").`);
}

/** Embedded mode keeps one generated secret in DATA_DIR so tokens survive restarts. */
function embeddedJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= MIN_SECRET_LENGTH) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function payments(env: NodeJS.ProcessEnv): PaymentsConfig {
  const provider = value(env, 'PAYMENT_PROVIDER') ?? 'sandbox';
  if (provider === 'sandbox') return { provider };
  if (provider !== 'razorpay') {
    throw new ConfigError(`PAYMENT_PROVIDER must be sandbox or razorpay (got "${provider}").`);
  }
  const required = (name: string): string => {
    const raw = value(env, name);
    if (raw === undefined) {
      throw new ConfigError(`${name} is required when PAYMENT_PROVIDER=razorpay.`);
    }
    return raw;
  };
  const keyId = required('RAZORPAY_KEY_ID');
  if (!/^rzp_(test|live)_\w+$/.test(keyId)) {
    throw new ConfigError('RAZORPAY_KEY_ID must look like rzp_test_... or rzp_live_...');
  }
  return {
    provider,
    keyId,
    keySecret: required('RAZORPAY_KEY_SECRET'),
    webhookSecret: required('RAZORPAY_WEBHOOK_SECRET'),
  };
}

function mail(env: NodeJS.ProcessEnv): Pick<Config, 'smtpUrl' | 'mailFrom'> {
  const smtpUrlRaw = value(env, 'SMTP_URL');
  const mailFrom = value(env, 'MAIL_FROM');
  if (smtpUrlRaw !== undefined && mailFrom === undefined) {
    throw new ConfigError('MAIL_FROM is required when SMTP_URL is set.');
  }
  if (mailFrom !== undefined && !MAIL_FROM_PATTERN.test(mailFrom)) {
    throw new ConfigError('MAIL_FROM must be an address or "Name <address>".');
  }
  return {
    smtpUrl: smtpUrlRaw ? url('SMTP_URL', smtpUrlRaw, ['smtp:', 'smtps:']) : null,
    mailFrom: mailFrom ?? DEFAULT_MAIL_FROM,
  };
}

const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PUBLIC_URL',
];
/** S3's bucket naming rule, which S3-compatible stores follow. */
const BUCKET_PATTERN = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function storage(env: NodeJS.ProcessEnv): Pick<Config, 'storage' | 's3'> {
  const driver = value(env, 'STORAGE') ?? 'local';
  if (driver === 'local') {
    // Set but unused, uploads would go to the local disk of one instance unnoticed.
    const stray = S3_VARIABLES.find((name) => value(env, name) !== undefined);
    if (stray) throw new ConfigError(`${stray} is set but STORAGE is local: set STORAGE=s3.`);
    return { storage: driver, s3: null };
  }
  if (driver !== 's3') {
    throw new ConfigError(`STORAGE must be local or s3 (got "${driver}").`);
  }
  return { storage: driver, s3: s3(env) };
}

function s3(env: NodeJS.ProcessEnv): S3Config {
  const required = (name: string): string => {
    const raw = value(env, name);
    if (raw === undefined) throw new ConfigError(`${name} is required when STORAGE=s3.`);
    return raw;
  };
  const bucket = required('S3_BUCKET');
  if (!BUCKET_PATTERN.test(bucket)) {
    throw new ConfigError(
      `S3_BUCKET must be 3 to 63 lowercase letters, digits, dots or hyphens (got "${bucket}").`,
    );
  }
  const accessKeyId = value(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = value(env, 'S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new ConfigError(
      accessKeyId === undefined
        ? 'S3_ACCESS_KEY_ID is required with S3_SECRET_ACCESS_KEY.'
        : 'S3_SECRET_ACCESS_KEY is required with S3_ACCESS_KEY_ID.',
    );
  }
  const endpoint = value(env, 'S3_ENDPOINT');
  const publicUrl = value(env, 'S3_PUBLIC_URL');
  return {
    bucket,
    endpoint: endpoint ? url('S3_ENDPOINT', endpoint, ['http:', 'https:']) : null,
    region: required('S3_REGION'),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: flag('S3_FORCE_PATH_STYLE', value(env, 'S3_FORCE_PATH_STYLE'), false),
    publicUrl: publicUrl
      ? url('S3_PUBLIC_URL', publicUrl, ['http:', 'https:']).replace(/\/+$/, '')
      : null,
  };
}

function seller(env: NodeJS.ProcessEnv): SellerConfig {
  const gstin = value(env, 'SELLER_GSTIN') ?? DEMO_SELLER.gstin;
  if (!GSTIN_PATTERN.test(gstin)) {
    throw new ConfigError(
      `SELLER_GSTIN must be a 15-character GSTIN like 27AAKCM4821M1Z2 (got "${gstin}").`,
    );
  }
  return {
    name: value(env, 'SELLER_NAME') ?? DEMO_SELLER.name,
    address: value(env, 'SELLER_ADDRESS') ?? DEMO_SELLER.address,
    gstin,
  };
}

/** proxy-addr's names for ranges, as Fastify's trustProxy takes them. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function proxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: true/false or comma-separated addresses and CIDR ranges. */
function trustProxy(raw: string | undefined): TrustProxy {
  if (raw === undefined || ['false', '0', 'no', 'off'].includes(raw.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (/^\d+$/.test(raw)) {
    throw new ConfigError(
      `TRUST_PROXY=${raw}: Fastify ignores a hop count (a client that reaches an instance directly could forge X-Forwarded-For); name the proxies' addresses or CIDR ranges, or set true when nothing but the proxy reaches the instances.`,
    );
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !proxyAddress(entry));
  if (bad !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must be true, false, a number of proxies, or comma-separated addresses and CIDR ranges (got "${bad}").`,
    );
  }
  return entries;
}

function metricsToken(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  if (raw.length < MIN_METRICS_TOKEN_LENGTH || /\s/.test(raw)) {
    throw new ConfigError(
      `METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters without spaces.`,
    );
  }
  return raw;
}

/** Reads and validates the environment. Throws ConfigError naming the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const listenPort = port(value(env, 'PORT'));
  const dataDirRaw = value(env, 'DATA_DIR');
  const dataDir = dataDirRaw
    ? path.resolve(process.cwd(), dataDirRaw)
    : path.join(REPO_ROOT, '.data');

  const databaseUrlRaw = value(env, 'DATABASE_URL');
  const databaseUrl = databaseUrlRaw
    ? url('DATABASE_URL', databaseUrlRaw, ['postgres:', 'postgresql:'])
    : null;

  const databaseListenUrlRaw = value(env, 'DATABASE_LISTEN_URL');
  if (databaseListenUrlRaw !== undefined && !databaseUrl) {
    throw new ConfigError('DATABASE_LISTEN_URL needs DATABASE_URL.');
  }
  const databaseListenUrl = databaseListenUrlRaw
    ? url('DATABASE_LISTEN_URL', databaseListenUrlRaw, ['postgres:', 'postgresql:'])
    : null;

  const jwtSecretRaw = value(env, 'JWT_SECRET');
  if (jwtSecretRaw !== undefined && jwtSecretRaw.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`);
  }
  if (databaseUrl && jwtSecretRaw === undefined) {
    throw new ConfigError('JWT_SECRET is required when DATABASE_URL is set.');
  }

  const logLevel = (value(env, 'LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}").`);
  }

  const redisUrl = value(env, 'REDIS_URL');

  const production = value(env, 'NODE_ENV') === 'production';
  const publicUrlRaw = value(env, 'PUBLIC_URL');
  // The localhost default would go out in every emailed link.
  if (production && publicUrlRaw === undefined && value(env, 'SMTP_URL') !== undefined) {
    throw new ConfigError(
      'PUBLIC_URL is required when SMTP_URL is set and NODE_ENV=production: every link in an email starts with it.',
    );
  }
  const publicUrl = url('PUBLIC_URL', publicUrlRaw ?? `http://localhost:${listenPort}`, [
    'http:',
    'https:',
  ]);

  return {
    port: listenPort,
    dataDir,
    databaseUrl,
    databaseListenUrl,
    jwtSecret: jwtSecretRaw ?? embeddedJwtSecret(dataDir),
    publicUrl: publicUrl.replace(/\/+$/, ''),
    googleClientId: value(env, 'GOOGLE_CLIENT_ID') ?? null,
    googleJwksUrl: url('GOOGLE_JWKS_URL', value(env, 'GOOGLE_JWKS_URL') ?? GOOGLE_JWKS_URL, [
      'http:',
      'https:',
    ]),
    ...storage(env),
    payments: payments(env),
    ...mail(env),
    seller: seller(env),
    seedDemo: flag('SEED_DEMO', value(env, 'SEED_DEMO'), databaseUrl === null),
    trustProxy: trustProxy(value(env, 'TRUST_PROXY')),
    redisUrl: redisUrl ? url('REDIS_URL', redisUrl, ['redis:', 'rediss:']) : null,
    metricsToken: metricsToken(value(env, 'METRICS_TOKEN')),
    logLevel,
    production,
  };
}
