export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** The validated configuration the app is built from (see env.ts). */
export interface Config {
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  jwtSecret: string;
  publicUrl: string;
  googleClientId: string | null;
  googleJwksUrl: string;
  storage: 'local';
  seedDemo: boolean;
  logLevel: LogLevel;
  production: boolean;
}
