import path from 'node:path';
import react from '@vitejs/plugin-react';
import { appBuild } from '../../tools/vite-config/app-build';
import { bootLoader } from '../../tools/vite-config/boot-loader';
import { defineConfig } from 'vite';

const api = 'http://localhost:3001';

export default defineConfig({
  base: '/shop/',
  plugins: [react(), bootLoader()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: appBuild,
  server: {
    port: 5174,
    strictPort: true,
    proxy: { '/api': api, '/uploads': api },
  },
});
