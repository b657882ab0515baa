/** The build options both apps share: where the build goes and how its first visit is chunked. */
export const appBuild = {
  outDir: 'dist',
  rolldownOptions: {
    output: {
      // What the entry loads statically ($initial) goes in two chunks, React with the router and
      // the shell, instead of a dozen small shared ones: fewer requests, better compression.
      codeSplitting: {
        groups: [
          {
            name: 'react',
            test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            tags: ['$initial' as const],
            priority: 1,
          },
          { name: 'shell', tags: ['$initial' as const] },
        ],
      },
    },
  },
};
