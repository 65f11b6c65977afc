import { describe, expect, it, vi } from 'vitest';
import { createSearchCache } from './search-cache.ts';

describe('createSearchCache', () => {
  it('shares one computation among identical searches within the TTL', async () => {
    let clock = 0;
    const cache = createSearchCache<string>(1000, () => clock);
    const compute = vi.fn(async () => '{"teeTimes":[]}');
    await Promise.all([cache.get('a', compute), cache.get('a', compute), cache.get('a', compute)]);
    expect(compute).toHaveBeenCalledTimes(1);
    await cache.get('b', compute);
    expect(compute).toHaveBeenCalledTimes(2);
    clock = 1001;
    await cache.get('a', compute);
    expect(compute).toHaveBeenCalledTimes(3);
    cache.invalidate();
    await cache.get('a', compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });

  it('never keeps a failure', async () => {
    const cache = createSearchCache<string>(1000, () => 0);
    await expect(cache.get('a', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('a', async () => 'ok')).toBe('ok');
  });

  it('is off with a TTL of 0', async () => {
    const cache = createSearchCache<string>(0);
    const compute = vi.fn(async () => 'x');
    await cache.get('a', compute);
    await cache.get('a', compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });
});
