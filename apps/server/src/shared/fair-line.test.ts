import { describe, expect, it } from 'vitest';
import { FairLine } from './fair-line.ts';

const drain = <T>(line: FairLine<T>) => {
  const out: T[] = [];
  for (let item = line.shift(); item !== undefined; item = line.shift()) out.push(item);
  return out;
};

describe('a fair line', () => {
  it("serves the waiting clients in turn, one item each, each client's items in their own order", () => {
    const line = new FairLine<string>();
    for (const item of ['a1', 'a2', 'a3', 'a4']) line.push('a', item);
    line.push('b', 'b1');
    line.push('c', 'c1');
    line.push('b', 'b2');
    expect(drain(line)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
  });

  it('gives a client that comes back after its line emptied a turn after those already waiting', () => {
    const line = new FairLine<string>();
    line.push('a', 'a1');
    line.push('b', 'b1');
    expect(line.shift()).toBe('a1');
    line.push('a', 'a2');
    line.push('c', 'c1');
    expect(drain(line)).toEqual(['b1', 'a2', 'c1']);
    expect(line.shift()).toBeUndefined();
  });
});
