import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:3001';

export default defineConfig({
  base: '/shop/',
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: {
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
              tags: ['$initial'],
              priority: 1,
            },
            { name: 'shell', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    port: 5174,
    strictPort: true,
    proxy: { '/api': api, '/uploads': api },
  },
});
