import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from './env';

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

  it.each([
    [{ PORT: 'abc' }, /^PORT/],
    [{ PORT: '70000' }, /^PORT/],
    [{ DATABASE_URL: 'mysql://x', JWT_SECRET: SECRET }, /^DATABASE_URL/],
    [{ JWT_SECRET: 'short' }, /^JWT_SECRET/],
    [{ PUBLIC_URL: 'not a url' }, /^PUBLIC_URL/],
    [{ STORAGE: 's3' }, /^STORAGE=s3 is not implemented yet/],
    [{ STORAGE: 'ftp' }, /^STORAGE/],
    [{ SEED_DEMO: 'maybe' }, /^SEED_DEMO/],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL/],
  ])('refuses %o with a message naming it', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(message);
  });

  it('resolves a relative DATA_DIR against the working directory', () => {
    const relative = path.relative(process.cwd(), dataDir);
    expect(loadConfig({ DATA_DIR: relative, JWT_SECRET: SECRET }).dataDir).toBe(dataDir);
  });
});
