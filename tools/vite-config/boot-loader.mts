// The first thing React draws is the product's loader (ui's Loader: a spinner and 'Germinating...',
// invest.md 2). The same loader, in plain HTML and CSS inside #root, paints as soon as the page
// arrives, instead of a blank screen for the seconds the scripts take on a slow phone; React
// replaces it on its first render. Colours and sizes are the theme's.
const BOOT_LOADER = `<div class="boot-loader" role="status" aria-live="polite">
        <span class="boot-spinner" aria-hidden="true"></span>
        <p>Germinating...</p>
      </div>
      <style>
        .boot-loader { position: fixed; inset: 0; display: flex; flex-direction: column; gap: 16px;
          align-items: center; justify-content: center; background: #faf6ef; }
        .boot-loader p { margin: 0; color: #1f4d28; font: 600 1.05rem/1.4 system-ui, -apple-system,
          "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif; }
        .boot-spinner { width: 34px; height: 34px; margin: 3px; border-radius: 50%;
          border: 3.6px solid #2f6b3a; border-right-color: transparent;
          animation: boot-spin 1.4s linear infinite; }
        @keyframes boot-spin { to { transform: rotate(360deg); } }
        @media (prefers-reduced-motion: reduce) { .boot-spinner { animation: none; } }
      </style>`;

/**
 * A Vite plugin that puts the boot loader inside the page's empty `<div id="root"></div>`. Typed by
 * its shape: this folder has no dependencies of its own (see README).
 */
export function bootLoader(): { name: string; transformIndexHtml: (html: string) => string } {
  return {
    name: 'mitti-boot-loader',
    transformIndexHtml(html: string) {
      if (!html.includes('<div id="root"></div>')) {
        throw new Error('index.html has no empty <div id="root"></div> for the boot loader');
      }
      return html.replace(
        '<div id="root"></div>',
        `<div id="root">\n      ${BOOT_LOADER}\n    </div>`,
      );
    },
  };
}
