import { createHash } from 'node:crypto';

// Starts the app once the browser has painted what the HTML holds (the page rendered on the server,
// or the boot loader). A module script would otherwise run first on a fast connection, and a slow
// phone would show nothing while it evaluates.
const BOOT = `const { entry } = document.querySelector('script[data-entry]').dataset;
requestAnimationFrame(() => setTimeout(() => import(entry)));
`;
const BOOT_FILE = `assets/boot-${createHash('sha256').update(BOOT).digest('hex').slice(0, 8)}.js`;

interface Bundle {
  emitFile: (file: { type: 'asset'; fileName: string; source: string }) => void;
}

/**
 * A Vite plugin for builds: index.html's entry `<script type="module">` becomes a small boot script
 * (`assets/boot-<hash>.js`) that imports the entry (its `data-entry`) after the first paint; the entry
 * is modulepreloaded like its imports. Typed by its shape: this folder has no dependencies of its
 * own (see README).
 */
export function paintFirst() {
  let base = '/';
  return {
    name: 'mitti-paint-first',
    apply: 'build' as const,
    configResolved(config: { base: string }) {
      base = config.base;
    },
    generateBundle(this: Bundle) {
      this.emitFile({ type: 'asset', fileName: BOOT_FILE, source: BOOT });
    },
    transformIndexHtml: {
      order: 'post' as const,
      handler(html: string) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        if (!entry.test(html)) throw new Error('index.html has no module entry script');
        return html.replace(
          entry,
          (_tag, src: string) =>
            `<script type="module" crossorigin src="${base}${BOOT_FILE}" data-entry="${src}"></script>\n` +
            `    <link rel="modulepreload" crossorigin href="${src}">`,
        );
      },
    },
  };
}
