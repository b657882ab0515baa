import { LRUCache } from 'lru-cache';
import type { ChangeTopic, Changes } from './changes';

export interface ChangeCacheOptions<V> {
  max: number;
  /** Bounds the sum of the entries' sizes too. */
  maxSize?: number;
  size?: (value: V, key: string) => number;
}

/**
 * Values computed from the database, kept until a write on `topic` commits on any instance: this
 * process's writes count from their commit, other instances' from when their notification arrives.
 * A value whose computation overlapped such a write is handed out but not kept: it may predate it.
 * Concurrent misses of one key share a computation begun since the last write.
 */
export function createChangeCache<V extends NonNullable<unknown>>(
  changes: Changes,
  topic: ChangeTopic,
  { max, maxSize, size }: ChangeCacheOptions<V>,
) {
  let generation = 0;
  const values = new LRUCache<string, V>(
    maxSize && size ? { max, maxSize, sizeCalculation: size } : { max },
  );
  changes.subscribe(topic, () => {
    generation += 1;
    values.clear();
  });

  const computing = new Map<string, { generation: number; value: Promise<V> }>();

  /** The kept value, if there is one to trust. */
  async function peek(key: string): Promise<V | undefined> {
    await changes.settle();
    return changes.live ? values.get(key) : undefined;
  }

  return {
    peek,
    /** The kept value, or `compute`'s, which is kept if `keep` allows. */
    async get(key: string, compute: () => Promise<V>, keep: (value: V) => boolean = () => true) {
      const kept = await peek(key);
      if (kept !== undefined) return kept;
      // Readers that miss together share one computation, unless a write came between them.
      const running = computing.get(key);
      if (running?.generation === generation) return running.value;
      const seen = generation;
      const value = compute();
      computing.set(key, { generation: seen, value });
      try {
        const computed = await value;
        if (keep(computed) && changes.live && seen === generation) values.set(key, computed);
        return computed;
      } finally {
        if (computing.get(key)?.value === value) computing.delete(key);
      }
    },
  };
}

export type ChangeCache<V extends NonNullable<unknown>> = ReturnType<typeof createChangeCache<V>>;
