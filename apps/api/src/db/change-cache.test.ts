import { createChangeCache } from './change-cache';
import type { Changes } from './changes';

function fakeChanges() {
  const subscribers: (() => void)[] = [];
  const changes: Changes = {
    live: true,
    subscribe: (_topic, onChange) => subscribers.push(onChange),
    settle: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
  return { changes, write: () => subscribers.forEach((onChange) => onChange()) };
}

describe('createChangeCache', () => {
  it('shares one computation among readers that miss together, and keeps its value', async () => {
    const { changes } = fakeChanges();
    const cache = createChangeCache<string>(changes, 'listing', { max: 10 });
    let computed = 0;
    const compute = () => Promise.resolve(`value ${++computed}`);

    const values = await Promise.all([1, 2, 3].map(() => cache.get('key', compute)));

    expect(values).toEqual(['value 1', 'value 1', 'value 1']);
    expect(await cache.get('key', compute)).toBe('value 1');
    expect(computed).toBe(1);
  });

  it('does not hand a reader after a write the computation begun before it', async () => {
    const { changes, write } = fakeChanges();
    const cache = createChangeCache<string>(changes, 'listing', { max: 10 });
    let computed = 0;
    let release = () => {};
    const compute = () =>
      new Promise<string>((resolve) => {
        const n = ++computed;
        release = () => resolve(`value ${n}`);
      });

    void cache.get('key', compute);
    await new Promise((resolve) => setImmediate(resolve));
    expect(computed).toBe(1);
    write();
    const after = cache.get('key', compute);
    await new Promise((resolve) => setImmediate(resolve));
    expect(computed).toBe(2);
    release();
    expect(await after).toBe('value 2');
  });
});
