import type { DatabaseHandle } from './client';

/**
 * What the triggers of migrations 0008 and 0026 announce on the channel: 'listing', a change of what
 * the listing's filters match. Migration 0029 dropped 'campaigns' and 'items', which nothing heard.
 */
export type ChangeTopic = 'listing';

const CHANNEL = 'mitti_changes';

/** Committed writes, as PostgreSQL announces them to every API instance (LISTEN/NOTIFY). */
export interface Changes {
  /** False while not listening: caches must neither serve nor keep anything then. */
  readonly live: boolean;
  /** Calls `onChange` after every committed write on the topic, on any instance, and after a gap. */
  subscribe(topic: ChangeTopic, onChange: () => void): void;
  /** Resolves once the announcements of this process's writes committed before the call were heard. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

export async function watchChanges(database: DatabaseHandle): Promise<Changes> {
  const subscribers = new Map<string, (() => void)[]>();
  const listener = await database.listen(CHANNEL, {
    onPayload(topic) {
      for (const onChange of subscribers.get(topic) ?? []) onChange();
    },
    onGap() {
      for (const list of subscribers.values()) for (const onChange of list) onChange();
    },
  });
  return {
    get live() {
      return listener.live;
    },
    subscribe(topic, onChange) {
      subscribers.set(topic, [...(subscribers.get(topic) ?? []), onChange]);
    },
    settle: () => listener.settle(),
    close: () => listener.close(),
  };
}
