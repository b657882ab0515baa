import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../../clock';

/** Without SMTP_URL, messages are kept here as .eml files (and listed at /dev/mail). */
export function mailDir(dataDir: string): string {
  return path.join(dataDir, 'mail');
}

/** Names the server made: a time, a random part, .eml; nothing else is ever read. */
const MAIL_FILE = /^\d{8}T\d{6}\d{3}Z-[0-9a-f]{8}\.eml$/;

export function isMailFile(name: string): boolean {
  return MAIL_FILE.test(name);
}

/** Writes one raw message, named by the clock's time so the files sort by when they were sent. */
export async function writeMailFile(dir: string, clock: Clock, raw: Buffer): Promise<string> {
  await mkdir(dir, { recursive: true });
  const stamp = clock.now().toISOString().replace(/[-:.]/g, '');
  const random = crypto.randomUUID().slice(0, 8);
  const name = `${stamp}-${random}.eml`;
  await writeFile(path.join(dir, name), raw);
  return name;
}

/** The newest messages first. */
export async function listMailFiles(dir: string, limit: number): Promise<string[]> {
  const names = await readdir(dir).catch(() => []);
  return names.filter(isMailFile).sort().reverse().slice(0, limit);
}

export function readMailFile(dir: string, name: string): Promise<Buffer> {
  return readFile(path.join(dir, name));
}
