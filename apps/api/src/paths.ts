import path from 'node:path';

// This file sits in src/ and is bundled into dist/server.js: one level below the package either way.
export const API_ROOT = path.resolve(__dirname, '..');
export const REPO_ROOT = path.resolve(API_ROOT, '../..');
export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');
