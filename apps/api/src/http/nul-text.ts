import { badRequest } from './http-error';

/** PostgreSQL text cannot hold U+0000: stored, it fails the query (a 500); refused here, a 400. */
export function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).some(hasNul);
}

export const nulRefused = () =>
  badRequest('Text cannot contain the NUL character (U+0000).', 'VALIDATION');
