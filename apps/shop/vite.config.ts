import path from 'node:path';
import react from '@vitejs/plugin-react';
import { appBuild, serverBuild, serverOptions } from '../../tools/vite-config/app-build.mts';
import { defineConfig } from 'vite';

const api = 'http://localhost:3001';

export default defineConfig(({ isSsrBuild }) => ({
  base: '/shop/',
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: isSsrBuild ? serverBuild : appBuild,
  ssr: serverOptions,
  // The server's render must match the browser's production build (emotion's class names).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    port: 5174,
    strictPort: true,
    proxy: { '/api': api, '/uploads': api },
  },
}));
