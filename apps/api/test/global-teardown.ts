import { rmSync } from 'node:fs';
import { TEMPLATE_ENV } from './global-setup';
import { adminQuery } from './postgres-admin';

export default async function globalTeardown(): Promise<void> {
  const template = process.env[TEMPLATE_ENV];
  if (!template) return;
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  else rmSync(template, { recursive: true, force: true });
}
