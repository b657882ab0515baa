import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_SELLER, loadConfig } from './env';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'mitti-env-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const SECRET = 'a-production-secret-of-at-least-32-chars';

describe('loadConfig', () => {
  it('defaults to the embedded database with a secret generated once and kept in DATA_DIR', () => {
    const config = loadConfig({ DATA_DIR: dataDir });

    expect(config).toMatchObject({
      port: 3000,
      dataDir,
      databaseUrl: null,
      publicUrl: 'http://localhost:3000',
      googleClientId: null,
      googleJwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      storage: 'local',
      seedDemo: true,
      logLevel: 'info',
      production: false,
    });
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('with DATABASE_URL needs JWT_SECRET and does not seed by default', () => {
    const url = 'postgres://mitti@db.internal:5432/mitti';
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url })).toThrow(
      'JWT_SECRET is required when DATABASE_URL is set.',
    );
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, JWT_SECRET: SECRET })).toMatchObject({
      databaseUrl: url,
      jwtSecret: SECRET,
      seedDemo: false,
    });
  });

  it('takes a separate address for LISTEN, which defaults to DATABASE_URL', () => {
    const url = 'postgres://mitti@pgbouncer.internal:6432/mitti';
    const direct = 'postgres://mitti@db.internal:5432/mitti';
    const base = { DATA_DIR: dataDir, DATABASE_URL: url, JWT_SECRET: SECRET };
    expect(loadConfig(base).databaseListenUrl).toBeNull();
    expect(loadConfig({ ...base, DATABASE_LISTEN_URL: direct }).databaseListenUrl).toBe(direct);
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT/],
    [{ DATABASE_LISTEN_URL: 'postgres://db/mitti' }, /^DATABASE_LISTEN_URL needs DATABASE_URL/],
    [
      { DATABASE_URL: 'postgres://db/mitti', DATABASE_LISTEN_URL: 'http://db', JWT_SECRET: SECRET },
      /^DATABASE_LISTEN_URL/,
    ],
    [{ PORT: '70000' }, /^PORT/],
    [{ DATABASE_URL: 'mysql://x', JWT_SECRET: SECRET }, /^DATABASE_URL/],
    [{ JWT_SECRET: 'short' }, /^JWT_SECRET/],
    [{ PUBLIC_URL: 'not a url' }, /^PUBLIC_URL/],
    [{ STORAGE: 's3' }, /^S3_BUCKET is required when STORAGE=s3/],
    [{ STORAGE: 's3', S3_BUCKET: 'mitti' }, /^S3_REGION is required when STORAGE=s3/],
    [{ STORAGE: 's3', S3_BUCKET: 'Mitti_Uploads', S3_REGION: 'auto' }, /^S3_BUCKET must be/],
    [
      { STORAGE: 's3', S3_BUCKET: 'mitti', S3_REGION: 'auto', S3_ENDPOINT: 'ftp://x' },
      /^S3_ENDPOINT/,
    ],
    [
      { STORAGE: 's3', S3_BUCKET: 'mitti', S3_REGION: 'auto', S3_PUBLIC_URL: 'cdn' },
      /^S3_PUBLIC_URL/,
    ],
    [
      { STORAGE: 's3', S3_BUCKET: 'mitti', S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'sometimes' },
      /^S3_FORCE_PATH_STYLE/,
    ],
    [
      { STORAGE: 's3', S3_BUCKET: 'mitti', S3_REGION: 'auto', S3_ACCESS_KEY_ID: 'AKIA' },
      /^S3_SECRET_ACCESS_KEY is required with S3_ACCESS_KEY_ID/,
    ],
    [
      { STORAGE: 's3', S3_BUCKET: 'mitti', S3_REGION: 'auto', S3_SECRET_ACCESS_KEY: 'secret' },
      /^S3_ACCESS_KEY_ID is required with S3_SECRET_ACCESS_KEY/,
    ],
    [{ S3_BUCKET: 'mitti' }, /^S3_BUCKET is set but STORAGE is local/],
    [{ STORAGE: 'ftp' }, /^STORAGE/],
    [{ SEED_DEMO: 'maybe' }, /^SEED_DEMO/],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL/],
    [{ SMTP_URL: 'smtp://mail.internal:587' }, /^MAIL_FROM is required when SMTP_URL is set/],
    [{ SMTP_URL: 'http://mail.internal', MAIL_FROM: 'a@b.in' }, /^SMTP_URL/],
    [{ MAIL_FROM: 'Mitti no-reply' }, /^MAIL_FROM/],
  ])('refuses %o with a message naming it', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(message);
  });

  it('keeps uploads on the local disk by default and in an S3-compatible bucket with STORAGE=s3', () => {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({ storage: 'local', s3: null });
    const s3 = {
      DATA_DIR: dataDir,
      STORAGE: 's3',
      S3_BUCKET: 'mitti-uploads',
      S3_REGION: 'ap-south-1',
    };
    expect(loadConfig(s3)).toMatchObject({
      storage: 's3',
      s3: {
        bucket: 'mitti-uploads',
        endpoint: null,
        region: 'ap-south-1',
        credentials: null,
        forcePathStyle: false,
        publicUrl: null,
      },
    });
    expect(
      loadConfig({
        ...s3,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PUBLIC_URL: 'https://cdn.mitti.in/uploads/',
      }).s3,
    ).toEqual({
      bucket: 'mitti-uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'ap-south-1',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
      publicUrl: 'https://cdn.mitti.in/uploads',
    });
  });

  it('resolves a relative DATA_DIR against the working directory', () => {
    const relative = path.relative(process.cwd(), dataDir);
    expect(loadConfig({ DATA_DIR: relative, JWT_SECRET: SECRET }).dataDir).toBe(dataDir);
  });

  it('uses the sandbox payments by default and validates the Razorpay keys', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).payments).toEqual({ provider: 'sandbox' });
    const razorpay = {
      DATA_DIR: dataDir,
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_abc123',
      RAZORPAY_KEY_SECRET: 'key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
    };
    expect(loadConfig(razorpay).payments).toEqual({
      provider: 'razorpay',
      keyId: 'rzp_test_abc123',
      keySecret: 'key-secret',
      webhookSecret: 'hook-secret',
    });
    expect(() => loadConfig({ ...razorpay, RAZORPAY_WEBHOOK_SECRET: '' })).toThrow(
      'RAZORPAY_WEBHOOK_SECRET is required when PAYMENT_PROVIDER=razorpay.',
    );
    expect(() => loadConfig({ ...razorpay, RAZORPAY_KEY_ID: 'abc' })).toThrow('RAZORPAY_KEY_ID');
    expect(() => loadConfig({ DATA_DIR: dataDir, PAYMENT_PROVIDER: 'stripe' })).toThrow(
      'PAYMENT_PROVIDER must be sandbox or razorpay (got "stripe").',
    );
  });

  it('writes mail to files by default and sends through SMTP_URL from MAIL_FROM', () => {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      smtpUrl: null,
      mailFrom: 'Mitti <no-reply@mitti.local>',
    });
    const smtp = {
      DATA_DIR: dataDir,
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Mitti <hello@mitti.in>',
    };
    expect(loadConfig(smtp)).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Mitti <hello@mitti.in>',
    });
    expect(loadConfig({ ...smtp, MAIL_FROM: 'hello@mitti.in' }).mailFrom).toBe('hello@mitti.in');
  });

  it('in production with SMTP_URL needs PUBLIC_URL, so emailed links do not point at localhost', () => {
    const files = { DATA_DIR: dataDir, NODE_ENV: 'production' };
    const production = {
      ...files,
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Mitti <hello@mitti.in>',
    };
    expect(() => loadConfig(production)).toThrow(
      'PUBLIC_URL is required when SMTP_URL is set and NODE_ENV=production: every link in an email starts with it.',
    );
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://mitti.in/' }).publicUrl).toBe(
      'https://mitti.in',
    );
    // Mail written to files, or a development server, can keep the localhost default.
    expect(loadConfig(files).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ ...production, NODE_ENV: 'development' }).publicUrl).toBe(
      'http://localhost:3000',
    );
  });
  it('prints the demo seller on invoices unless SELLER_* names another, with a GSTIN of the right shape', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).seller).toEqual(DEMO_SELLER);
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        SELLER_NAME: 'Green Fields LLP',
        SELLER_ADDRESS: '1 Ring Road, Bengaluru 560001',
        SELLER_GSTIN: '29ABCDE1234F1Z5',
      }).seller,
    ).toEqual({
      name: 'Green Fields LLP',
      address: '1 Ring Road, Bengaluru 560001',
      gstin: '29ABCDE1234F1Z5',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, SELLER_GSTIN: '27-AAKCM' })).toThrow(
      'SELLER_GSTIN must be a 15-character GSTIN',
    );
  });

  it('trusts no proxy by default, and TRUST_PROXY names all or some by address or range', () => {
    const trust = (raw?: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: raw }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('10.0.0.0/8, 127.0.0.1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
      'loopback',
    ]);
    expect(() => trust('2')).toThrow(/^TRUST_PROXY=2: Fastify ignores a hop count/);
    for (const bad of ['10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/1', '::1/129', '10.0.0/8']) {
      expect(() => trust(bad)).toThrow(`TRUST_PROXY must be true, false`);
    }
  });

  it('counts rate limits in memory unless REDIS_URL names a Redis', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).redisUrl).toBeNull();
    const redisUrl = 'redis://:secret@redis.internal:6379/0';
    expect(loadConfig({ DATA_DIR: dataDir, REDIS_URL: redisUrl }).redisUrl).toBe(redisUrl);
    expect(() => loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'http://redis.internal' })).toThrow(
      'REDIS_URL must start with redis:// or rediss://.',
    );
  });

  it('serves /metrics to loopback unless METRICS_TOKEN sets a bearer token of 24 characters or more', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).metricsToken).toBeNull();
    const token = 'a-metrics-token-of-24-chars';
    expect(loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: token }).metricsToken).toBe(token);
    for (const bad of ['short', 'a metrics token with spaces in it']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: bad })).toThrow(
        'METRICS_TOKEN must be at least 24 characters without spaces.',
      );
    }
  });
});
