import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage, StoredFile } from './storage';

const UPLOADS_PREFIX = '/uploads/';

/** Files under DATA_DIR/uploads, served by the app at /uploads/<key>. */
export function createLocalStorage(dir: string): Storage {
  const root = path.resolve(dir);
  function fileOf(key: string): string {
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) {
      throw new Error(`Storage key escapes the uploads directory: ${key}`);
    }
    return file;
  }
  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    url(key) {
      return UPLOADS_PREFIX + key;
    },
    async *list(folder) {
      const entries = await readdir(fileOf(folder), { withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        },
      );
      const files: StoredFile[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = `${folder}/${entry.name}`;
        files.push({ key, lastModified: (await stat(fileOf(key))).mtime });
      }
      yield files;
    },
  };
}

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}
