import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLaterOnFirstLoad } from './use-later-on-first-load.ts';

describe('useLaterOnFirstLoad', () => {
  afterEach(() => vi.useRealTimers());

  it('is false on the first load and true a task later; any later mount is true at once', async () => {
    vi.useFakeTimers();
    const first = renderHook(() => useLaterOnFirstLoad());
    expect(first.result.current).toBe(false);
    // Left before its task ran (the golfer moved on at once): the next mount still waits its task.
    first.unmount();
    const second = renderHook(() => useLaterOnFirstLoad());
    expect(second.result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(second.result.current).toBe(true);

    second.unmount();
    expect(renderHook(() => useLaterOnFirstLoad()).result.current).toBe(true);
  });
});
