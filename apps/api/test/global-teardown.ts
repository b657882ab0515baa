import { rmSync } from 'node:fs';
import { TEMPLATE_ENV } from './global-setup';

export default function globalTeardown(): void {
  const dir = process.env[TEMPLATE_ENV];
  if (dir) rmSync(dir, { recursive: true, force: true });
}
