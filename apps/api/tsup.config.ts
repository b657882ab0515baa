import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/server.ts'],
  format: ['cjs'],
  platform: 'node',
  target: 'node24',
  clean: true,
  sourcemap: true,
  // @mitti/domain is TypeScript source: bundle it; every other dependency stays in node_modules.
  noExternal: [/^@mitti\//],
});
