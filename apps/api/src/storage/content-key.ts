import { createHash } from 'node:crypto';

/**
 * `<name>-<hash of the bytes>.<ext>`: a fixed name would keep its address when a newer seed draws it
 * differently, and uploads are cached as immutable.
 */
export function contentKey(name: string, data: Buffer, ext: string): string {
  return `${name}-${createHash('sha256').update(data).digest('hex').slice(0, 12)}.${ext}`;
}
