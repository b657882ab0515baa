import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { insertTestItem, placeCashOrder } from '../../../test/shop-fixtures';
import type { TestContext } from '../../../test/test-app';
import { createTestApp, newUser } from '../../../test/test-app';
import { testClock } from '../../../test/test-clock';
import { servesDevMail } from './dev-mail-routes';
import { mailDir } from './mail-files';

describe('without SMTP_URL', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({}, { clock: testClock('2031-03-04T05:06:07.089Z') });
  });
  afterAll(() => ctx.close());

  it('writes each message to DATA_DIR/mail and lists it at /dev/mail', async () => {
    const empty = await ctx.app.inject({ url: '/dev/mail' });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('No mail yet.');

    const itemId = await insertTestItem(ctx.db);
    const shopper = await newUser(ctx.app, 'Devi Local');
    const spy = ctx.app.jobs.spy('send-email');
    const sent = spy.waitForJob((mail) => mail.to === shopper.email, 'completed');
    await placeCashOrder(ctx.app, shopper.token, itemId, '100 g');
    await sent;

    const dir = mailDir(ctx.config.dataDir);
    const [file] = readdirSync(dir);
    expect(file).toMatch(/^20310304T050607089Z-[0-9a-f]{8}\.eml$/);
    const raw = readFileSync(path.join(dir, file!), 'utf8');
    expect(raw).toContain(`To: ${shopper.email}`);
    expect(raw).toContain('From: Mitti <no-reply@mitti.test>');

    const list = await ctx.app.inject({ url: '/dev/mail' });
    expect(list.body).toContain(shopper.email);
    expect(list.body).toMatch(/<a href="\/dev\/mail\/[^"]+">Order #[0-9a-f]{6} placed<\/a>/);

    const opened = await ctx.app.inject({ url: `/dev/mail/${file}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(opened.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:",
    );
    expect(opened.body).toContain('Hello Devi Local,');
    expect(opened.body).toMatch(
      /href="http:\/\/localhost:3000\/shop\/orders\?order=[0-9a-f-]{36}"/,
    );

    const eml = await ctx.app.inject({ url: `/dev/mail/${file}/raw` });
    expect(eml.headers['content-type']).toBe('message/rfc822');
    expect(eml.body).toBe(raw);
  });

  it('reads no file but the ones it wrote', async () => {
    for (const name of ['..%2Fjwt-secret', 'jwt-secret', '20310304T050607089Z-00000000.eml']) {
      expect((await ctx.app.inject({ url: `/dev/mail/${name}` })).statusCode).toBe(404);
    }
  });
});

describe('in production', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({ production: true });
  });
  afterAll(() => ctx.close());

  it('has no /dev/mail', async () => {
    expect((await ctx.app.inject({ url: '/dev/mail' })).statusCode).toBe(404);
  });
});

describe('servesDevMail', () => {
  it.each([
    [{ smtpUrl: null, production: false, seedDemo: false }, true],
    [{ smtpUrl: null, production: true, seedDemo: true }, true],
    [{ smtpUrl: null, production: true, seedDemo: false }, false],
    [{ smtpUrl: 'smtp://mail.example:25', production: false, seedDemo: true }, false],
  ])('%o -> %s', (config, served) => {
    expect(servesDevMail(config)).toBe(served);
  });
});
