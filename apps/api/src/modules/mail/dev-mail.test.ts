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

describe('on the demo in production', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({ production: true, seedDemo: true, trustProxy: true });
  });
  afterAll(() => ctx.close());

  it('shows the mail to this machine only, whatever a trusted proxy says', async () => {
    const paths = ['/dev/mail', '/dev/mail/20260101T000000000Z-00000000.eml'];
    for (const url of paths) {
      const remote = await ctx.app.inject({ url, remoteAddress: '203.0.113.9' });
      expect(remote.statusCode).toBe(403);
      expect(remote.json()).toMatchObject({
        message:
          'The mail of the demo is shown on the machine it runs on only; set SMTP_URL to send it.',
      });
      const proxied = await ctx.app.inject({
        url,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(proxied.statusCode).toBe(403);
    }

    const local = await ctx.app.inject({ url: '/dev/mail', remoteAddress: '::1' });
    expect(local.statusCode).toBe(200);
    expect(local.body).toContain('Mail sent by Mitti');
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
