import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BATCH_BUDGET_MS,
  FIRST_BATCH,
  MAX_BATCH,
  nextBatchSize,
  useProgressiveCount,
} from './use-progressive-count.ts';

/** Renders the hook and records every count it answered. */
function countsFor(total: number, renderAll: boolean, resetKey = 'day-1') {
  const seen: number[] = [];
  function Probe({ searchKey }: { searchKey: string }) {
    seen.push(useProgressiveCount(total, renderAll, searchKey));
    return null;
  }
  const view = render(<Probe searchKey={resetKey} />);
  return { seen, rerender: (key: string) => view.rerender(<Probe searchKey={key} />) };
}

describe('nextBatchSize', () => {
  it('fits as many cards as the budget allows at the last cost per card, from one to the cap', () => {
    expect(nextBatchSize(BATCH_BUDGET_MS, 4)).toBe(4);
    expect(nextBatchSize(BATCH_BUDGET_MS * 3, 1)).toBe(1);
    expect(nextBatchSize(0.01, 2)).toBe(MAX_BATCH);
    expect(nextBatchSize(0, 0)).toBe(1);
  });
});

describe('useProgressiveCount', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders the first batch at once, then the day batch by batch, never all at once', async () => {
    const { seen } = countsFor(107, false);
    expect(seen[0]).toBe(FIRST_BATCH);
    await waitFor(() => expect(seen.at(-1)).toBe(107));
    const distinct = [...new Set(seen)];
    for (let index = 1; index < distinct.length; index += 1)
      expect(distinct[index]! - distinct[index - 1]!).toBeLessThanOrEqual(MAX_BATCH);
  });

  it('adds one card per task on a device where a card costs more than the budget', async () => {
    let clock = 0;
    // Every reading of the clock is a slow card later: each batch measures over the budget.
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += BATCH_BUDGET_MS + 1));
    const { seen } = countsFor(40, false);
    await waitFor(() => expect(seen.at(-1)).toBe(40));
    const distinct = [...new Set(seen)];
    for (let index = 1; index < distinct.length; index += 1) expect(distinct[index]! - distinct[index - 1]!).toBe(1);
  });

  it('grows the batches up to the cap on a fast device', async () => {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 0.1));
    const { seen } = countsFor(60, false);
    await waitFor(() => expect(seen.at(-1)).toBe(60));
    const steps = [...new Set(seen)].map((count, index, all) => (index === 0 ? 0 : count - all[index - 1]!)).slice(1);
    expect(steps[0]).toBe(1);
    expect(Math.max(...steps)).toBe(MAX_BATCH);
  });

  it('starts over at the first batch for another search', async () => {
    const { seen, rerender } = countsFor(107, false);
    await waitFor(() => expect(seen.at(-1)).toBe(107));
    rerender('day-2');
    expect(seen.at(-1)).toBe(FIRST_BATCH);
    await waitFor(() => expect(seen.at(-1)).toBe(107));
  });

  it('renders everything at once for a preselected tee time (it may be further down)', () => {
    expect(countsFor(107, true).seen).toEqual([107]);
  });

  it('renders a day no longer than the first batch whole', () => {
    expect(countsFor(FIRST_BATCH, false).seen).toEqual([FIRST_BATCH]);
  });
});
