import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_BATCH, NEXT_BATCH, useProgressiveCount } from './use-progressive-count.ts';

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

describe('useProgressiveCount', () => {
  it('renders the first batch at once, then the day batch by batch, never all at once', async () => {
    const { seen } = countsFor(107, false);
    expect(seen[0]).toBe(FIRST_BATCH);
    await waitFor(() => expect(seen.at(-1)).toBe(107));
    const distinct = [...new Set(seen)];
    for (let index = 1; index < distinct.length; index += 1) expect(distinct[index]! - distinct[index - 1]!).toBeLessThanOrEqual(NEXT_BATCH);
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
