import { badRequest } from './http-error';

/**
 * PostgreSQL text cannot hold U+0000: stored, it fails the query (a 500); refused here, a 400. It
 * walks the value with a list, not by recursion, so JSON nested thousands deep cannot overflow the stack.
 */
export function hasNul(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (typeof next === 'object' && next !== null) {
      for (const inner of Object.values(next)) pending.push(inner);
    }
  }
  return false;
}

export const nulRefused = () =>
  badRequest('Text cannot contain the NUL character (U+0000).', 'VALIDATION');
