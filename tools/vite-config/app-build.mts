/** The build options both apps share: where the build goes and how its first visit is chunked. */
export const appBuild = {
  outDir: 'dist',
  rolldownOptions: {
    output: {
      // What the entry loads statically ($initial) goes in three chunks, React with the router, MUI
      // with emotion, and the shell, instead of a dozen small shared ones: fewer requests, better
      // compression.
      codeSplitting: {
        groups: [
          {
            name: 'react',
            test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            tags: ['$initial' as const],
            priority: 1,
          },
          {
            name: 'mui',
            test: /node_modules[\\/](@mui|@emotion)[\\/]/,
            tags: ['$initial' as const],
            priority: 1,
          },
          { name: 'shell', tags: ['$initial' as const] },
        ],
      },
    },
  },
};

/**
 * The server's build of an app (`vite build --ssr src/entry-server.tsx`): one Node module that renders
 * a page to HTML, with every dependency bundled in (the workspace packages are TypeScript sources),
 * in its own folder beside dist/ so it is never served.
 */
export const serverBuild = {
  outDir: 'dist-server',
  target: 'node24',
  emptyOutDir: true,
};

export const serverOptions = { noExternal: true as const };
