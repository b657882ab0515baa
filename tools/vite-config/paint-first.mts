import { createHash } from 'node:crypto';

// Starts the app once the browser has painted what the HTML holds (the page rendered on the server,
// or the boot loader). A module script would otherwise run first on a fast connection, and a slow
// phone would show nothing while it evaluates.
// The entry's imports are evaluated first, one chunk a task, so a phone runs the app's code in
// pieces rather than in one long task.
const BOOT = `const { entry, chunks } = document.querySelector('script[data-entry]').dataset;
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
requestAnimationFrame(async () => {
  for (const url of [...chunks.split(' ').filter(Boolean), entry]) {
    await nextTask();
    await import(url);
  }
});
`;
const BOOT_FILE = `assets/boot-${createHash('sha256').update(BOOT).digest('hex').slice(0, 8)}.js`;

interface Bundle {
  emitFile: (file: { type: 'asset'; fileName: string; source: string }) => void;
}

/**
 * A Vite plugin for builds: index.html's entry `<script type="module">` becomes a small boot script
 * (`assets/boot-<hash>.js`) that imports, after the first paint, the entry's preloaded imports
 * (`data-chunks`) and then the entry (`data-entry`); the entry is modulepreloaded like its imports. Typed by its shape: this folder has no dependencies of its
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
        const chunks = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)]
          .map((match) => match[1])
          .join(' ');
        return html.replace(
          entry,
          (_tag, src: string) =>
            `<script type="module" crossorigin src="${base}${BOOT_FILE}" data-entry="${src}" data-chunks="${chunks}"></script>\n` +
            `    <link rel="modulepreload" crossorigin href="${src}">`,
        );
      },
    },
  };
}
