import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Vite's default `build.chunkSizeWarningLimit`, in kB of minified code (1 kB = 1000 bytes). */
const VITE_WARNING_KB = 500;

const gzipped = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * What a first visit to a built app downloads as JavaScript: the entry script of dist/index.html and
 * every chunk it modulepreloads, with each one's gzipped size; and every chunk of dist/assets with its
 * minified size, for Vite's warning limit.
 */
export function measureApp(distDir) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const urls = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]);
  if (urls.length === 0) throw new Error(`${distDir}/index.html loads no module script`);

  const base = new URL(html.match(/<base href="([^"]+)"/)?.[1] ?? 'http://app/', 'http://app/');
  const assetsDir = path.join(distDir, 'assets');
  const firstVisit = urls.map((url) => {
    const file = path.join(assetsDir, path.basename(new URL(url, base).pathname));
    return { file: path.basename(file), gzipBytes: gzipped(file) };
  });
  const chunks = readdirSync(assetsDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ file: name, bytes: readFileSync(path.join(assetsDir, name)).length }));
  return {
    firstVisit,
    firstVisitGzipBytes: firstVisit.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    chunks,
  };
}

/** The budget breaches of one measured app, as sentences; none when it is within budget. */
export function breaches(name, measured, { firstVisitKb, chunkKb = VITE_WARNING_KB }) {
  const found = [];
  const firstVisitKbUsed = measured.firstVisitGzipBytes / 1000;
  if (firstVisitKbUsed > firstVisitKb) {
    found.push(
      `${name}: a first visit loads ${firstVisitKbUsed.toFixed(1)} kB of gzipped JavaScript, over the ${firstVisitKb} kB budget`,
    );
  }
  for (const chunk of measured.chunks) {
    if (chunk.bytes / 1000 > chunkKb) {
      found.push(
        `${name}: ${chunk.file} is ${(chunk.bytes / 1000).toFixed(1)} kB, over Vite's ${chunkKb} kB chunk warning size`,
      );
    }
  }
  return found;
}
