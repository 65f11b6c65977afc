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

  it('peeks at a computed live answer without ever computing or waiting', async () => {
    let clock = 0;
    const cache = createSearchCache<string>(1000, () => clock);
    expect(cache.peek('a')).toBeUndefined();
    let finish = (_answer: string) => {};
    const computing = cache.get('a', () => new Promise<string>((resolve) => (finish = resolve)));
    expect(cache.peek('a')).toBeUndefined();
    finish('answer');
    await computing;
    expect(cache.peek('a')).toBe('answer');
    expect(cache.peek('b')).toBeUndefined();
    clock = 1001;
    expect(cache.peek('a')).toBeUndefined();
    await cache.get('a', async () => 'again');
    cache.invalidate();
    expect(cache.peek('a')).toBeUndefined();
    await createSearchCache<string>(0).get('a', async () => 'off');
    expect(createSearchCache<string>(0).peek('a')).toBeUndefined();
  });

  it("computes the successor in the last quarter of an answer's life while still sending it, never past its life", async () => {
    let clock = 0;
    const cache = createSearchCache<string>(1000, () => clock);
    await cache.get('a', async () => 'first');
    clock = 749;
    const compute = vi.fn<() => Promise<string>>();
    expect(await cache.get('a', compute)).toBe('first');
    expect(compute).not.toHaveBeenCalled();
    expect(cache.peek('a')).toBe('first');
    // Due: peek leaves it to the next get, which starts the successor and still answers at once.
    clock = 750;
    expect(cache.peek('a')).toBeUndefined();
    let finish = (_answer: string) => {};
    compute.mockImplementation(() => new Promise<string>((resolve) => (finish = resolve)));
    expect(await cache.get('a', compute)).toBe('first');
    expect(await cache.get('a', compute)).toBe('first');
    expect(compute).toHaveBeenCalledTimes(1);
    expect(cache.peek('a')).toBe('first');
    finish('second');
    await Promise.resolve();
    expect(await cache.get('a', compute)).toBe('second');
    // The successor's life counts from when its computation started (750).
    clock = 1499;
    expect(cache.peek('a')).toBe('second');
    clock = 1500;
    expect(cache.peek('a')).toBeUndefined();
    clock = 1750;
    expect(await cache.get('a', async () => 'third')).toBe('third');
  });

  it('waits for a successor once the answer has expired, and keeps no refresh an invalidation overtook', async () => {
    let clock = 0;
    const cache = createSearchCache<string>(1000, () => clock);
    await cache.get('a', async () => 'first');
    clock = 800;
    let finish = (_answer: string) => {};
    await cache.get('a', () => new Promise<string>((resolve) => (finish = resolve)));
    // Still computing at the answer's expiry: nothing old is sent, a new computation answers.
    clock = 1000;
    expect(cache.peek('a')).toBeUndefined();
    expect(await cache.get('a', async () => 'fresh')).toBe('fresh');
    finish('late');
    await Promise.resolve();
    expect(await cache.get('a', async () => 'unused')).toBe('fresh');

    await cache.get('b', async () => 'before the booking');
    clock = 1800;
    let finishB = (_answer: string) => {};
    await cache.get('b', () => new Promise<string>((resolve) => (finishB = resolve)));
    cache.invalidate();
    finishB('read before the booking');
    await Promise.resolve();
    expect(cache.peek('b')).toBeUndefined();
    expect(await cache.get('b', async () => 'after the booking')).toBe('after the booking');
  });

  it('leaves the answer of a failed refresh to its expiry', async () => {
    let clock = 0;
    const cache = createSearchCache<string>(1000, () => clock);
    await cache.get('a', async () => 'first');
    clock = 800;
    const failing = vi.fn(async () => Promise.reject(new Error('db down')));
    expect(await cache.get('a', failing)).toBe('first');
    await Promise.resolve();
    expect(await cache.get('a', failing)).toBe('first');
    expect(failing).toHaveBeenCalledTimes(1);
    clock = 1000;
    expect(await cache.get('a', async () => 'recovered')).toBe('recovered');
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
