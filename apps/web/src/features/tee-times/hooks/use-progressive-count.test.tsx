import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_BATCH, useProgressiveCount } from './use-progressive-count.ts';

/** Renders the hook and records every count it answered. */
function countsFor(total: number, renderAll: boolean): number[] {
  const seen: number[] = [];
  function Probe() {
    seen.push(useProgressiveCount(total, renderAll));
    return null;
  }
  render(<Probe />);
  return seen;
}

describe('useProgressiveCount', () => {
  it('renders the first batch at once and the whole day right after', () => {
    const seen = countsFor(107, false);
    expect(seen[0]).toBe(FIRST_BATCH);
    expect(seen.at(-1)).toBe(107);
  });

  it('renders everything at once for a preselected tee time (it may be further down)', () => {
    expect(countsFor(107, true)).toEqual([107]);
  });

  it('renders a short day whole', () => {
    expect(countsFor(5, false)).toEqual([5]);
  });
});
