function time(iso: string): number {
  const value = new Date(iso).getTime();
  return Number.isNaN(value) ? 0 : value;
}

/** Queues read oldest first: whoever has waited longest is seen first. */
export function oldestFirst<T extends { createdAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => time(a.createdAt) - time(b.createdAt));
}

export function newestFirst<T extends { createdAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => time(b.createdAt) - time(a.createdAt));
}
