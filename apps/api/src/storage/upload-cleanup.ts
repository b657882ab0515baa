import { imageVariants } from '@mitti/domain/image-variants';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { listReferencedFiles } from './repository';
import type { Storage } from './storage';
import { UPLOAD_FOLDERS } from './storage';

/** An upload's file is written before its row: younger than this, it may be one in flight. */
const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/** The key at the end of a stored address (`/uploads/<key>` or `<S3_PUBLIC_URL>/<key>`). */
function keyOfUrl(url: string): string | null {
  const match = new RegExp(`(?:^|/)((?:${UPLOAD_FOLDERS.join('|')})/[^/?#]+)$`).exec(url);
  return match ? match[1]! : null;
}

/**
 * The hourly 'upload-cleanup' job: removes stored files that no row refers to and that are older
 * than an hour, the originals and resized copies left by a crash between storing a file and
 * writing its row, or by a delete whose storage call failed. Files are listed first, so a row
 * written during the run is read before anything is removed.
 */
export async function cleanUpUploads(
  db: Database,
  storage: Storage,
  clock: Clock,
): Promise<{ removed: string[] }> {
  const cutoff = clock.now().getTime() - ORPHAN_MIN_AGE_MS;
  const candidates: string[] = [];
  for (const folder of UPLOAD_FOLDERS) {
    for await (const page of storage.list(folder)) {
      for (const file of page) {
        if (file.lastModified.getTime() < cutoff) candidates.push(file.key);
      }
    }
  }
  if (candidates.length === 0) return { removed: [] };
  const { keys, urls } = await listReferencedFiles(db);
  const referenced = new Set<string>();
  for (const key of [...keys, ...urls.map(keyOfUrl)]) {
    if (!key) continue;
    referenced.add(key);
    for (const copy of imageVariants(key)) referenced.add(copy.address);
  }
  const removed = candidates.filter((key) => !referenced.has(key));
  for (const key of removed) await storage.delete(key);
  return { removed };
}
