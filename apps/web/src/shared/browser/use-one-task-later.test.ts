import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOneTaskLater } from './use-one-task-later.ts';

describe('useOneTaskLater', () => {
  afterEach(() => vi.useRealTimers());

  it('turns true a task after its flag does, and false at once', async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ flag }) => useOneTaskLater(flag), { initialProps: { flag: false } });
    expect(result.current).toBe(false);

    rerender({ flag: true });
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toBe(true);

    rerender({ flag: false });
    expect(result.current).toBe(false);
  });

  it('is true from the start when its flag is', () => {
    const { result } = renderHook(() => useOneTaskLater(true));
    expect(result.current).toBe(true);
  });
});
