import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { DEMO_ACCOUNTS } from './db/seed/demo-data';
import { DEMO_PASSWORD } from './db/seed/seed-demo';
import { ConfigError, loadConfig } from './env';
import { servesDevMail } from './modules/mail/dev-mail-routes';
import { mailDir } from './modules/mail/mail-files';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'stopping after an error');
    else app.log.info(`${signal ?? 'close'} received, stopping`);
    await app.close();
  });

  await app.listen({ port: config.port, host: '0.0.0.0' });

  const lines = [`Mitti is running at ${config.publicUrl}`];
  if (config.seedDemo) {
    lines.push(`Demo accounts (password "${DEMO_PASSWORD}"):`);
    for (const account of DEMO_ACCOUNTS)
      lines.push(`  ${account.email.padEnd(22)} ${account.about}`);
  }
  if (!config.smtpUrl) {
    lines.push(
      servesDevMail(config)
        ? `Email is written to files, listed at ${config.publicUrl}/dev/mail${config.production ? ' (to this machine only)' : ''}`
        : `Email is written to ${mailDir(config.dataDir)} (set SMTP_URL to send it).`,
    );
  }
  console.log(`\n${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error('Mitti could not start:', error);
  process.exit(1);
});
