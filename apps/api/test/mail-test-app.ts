import type { Config } from '../src/config';
import type { Outbox } from '../src/modules/mail/outbox';
import { createOutbox } from '../src/modules/mail/outbox';
import type { TestSmtpServer } from './smtp-server';
import { startSmtpServer } from './smtp-server';
import type { TestAppOptions, TestContext } from './test-app';
import { createTestApp } from './test-app';

/**
 * A test app, as createTestApp makes it, that sends its mail to an SMTP server of its own;
 * stopMailTestApp closes both.
 */
export async function startMailTestApp(
  config: Partial<Config> = {},
  options: TestAppOptions = {},
): Promise<{ smtp: TestSmtpServer; ctx: TestContext }> {
  const smtp = await startSmtpServer();
  return { smtp, ctx: await createTestApp({ ...config, smtpUrl: smtp.url }, options) };
}

export async function stopMailTestApp(smtp: TestSmtpServer, ctx: TestContext): Promise<void> {
  await ctx.close();
  await smtp.stop();
}

/** An outbox like the app's own, for calling a job's function straight from a test. */
export function appOutbox(ctx: TestContext): Outbox {
  return createOutbox(ctx.app.jobs, ctx.config.publicUrl, ctx.config.jwtSecret);
}
