export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** sandbox: offline test payments (the default); razorpay: the real provider with its key pair. */
export type PaymentsConfig =
  | { provider: 'sandbox' }
  | { provider: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string };

/** STORAGE=s3: an S3-compatible bucket (AWS S3, R2, MinIO, ...). */
export interface S3Config {
  bucket: string;
  /** null: AWS S3's own endpoint for the region. */
  endpoint: string | null;
  region: string;
  /** null: the SDK's default credentials (AWS_* variables, an instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (MinIO and local servers). */
  forcePathStyle: boolean;
  /** Where a bucket or CDN serves the files; null: the API streams them at /uploads/. */
  publicUrl: string | null;
}

/** Who sells in the shop, as the invoices print it. */
export interface SellerConfig {
  name: string;
  address: string;
  gstin: string;
}

/** TRUST_PROXY: off, every proxy, or the proxies' addresses and ranges. */
export type TrustProxy = boolean | string[];

/** The validated configuration the app is built from (see env.ts). */
export interface Config {
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  /** A direct (or session-mode) address for LISTEN; null: DATABASE_URL. */
  databaseListenUrl: string | null;
  jwtSecret: string;
  publicUrl: string;
  googleClientId: string | null;
  googleJwksUrl: string;
  storage: 'local' | 's3';
  /** Set exactly when storage is s3. */
  s3: S3Config | null;
  payments: PaymentsConfig;
  /** smtp:// or smtps:// with credentials; null: messages are written to DATA_DIR/mail. */
  smtpUrl: string | null;
  /** The From of every message: `Mitti <hello@example.com>` or a bare address. */
  mailFrom: string;
  /** SELLER_NAME, SELLER_ADDRESS, SELLER_GSTIN: printed on shop invoices. */
  seller: SellerConfig;
  seedDemo: boolean;
  /**
   * Fastify's trustProxy: which proxies' X-Forwarded-For to believe (false: none; true: all; or
   * addresses and CIDR ranges).
   */
  trustProxy: TrustProxy;
  /** redis:// or rediss://: where every instance counts the rate limits; null: in memory. */
  redisUrl: string | null;
  /** Bearer token /metrics asks for; null: /metrics answers loopback addresses only. */
  metricsToken: string | null;
  logLevel: LogLevel;
  production: boolean;
}
