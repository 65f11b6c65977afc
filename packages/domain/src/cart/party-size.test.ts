import { describe, expect, it } from 'vitest';
import { itemPartySizes, partySizeToAdd } from './party-size.ts';

const base = {
  bookedPlayers: 0,
  heldByOthers: 0,
  singlesMode: 'always' as const,
  rateAllowedPlayers: [1, 2, 3, 4],
  isSimulator: false,
  current: 2,
};

describe('itemPartySizes (SPEC §5 allowed players)', () => {
  it('offers only the sizes that fit: 2 booked elsewhere leaves 1–2, not 1–4', () => {
    expect(itemPartySizes({ ...base, bookedPlayers: 2 })).toEqual([1, 2]);
    expect(itemPartySizes({ ...base, heldByOthers: 1, bookedPlayers: 1 })).toEqual([1, 2]);
  });

  it("counts the item's own players as free (they are excluded from heldByOthers)", () => {
    expect(itemPartySizes({ ...base, current: 4 })).toEqual([1, 2, 3, 4]);
  });

  it("follows the rate's own counts and the singles policy", () => {
    expect(itemPartySizes({ ...base, rateAllowedPlayers: [2, 4] })).toEqual([2, 4]);
    expect(itemPartySizes({ ...base, singlesMode: 'never' })).toEqual([2, 3, 4]);
    expect(itemPartySizes({ ...base, singlesMode: 'paired' })).toEqual([2, 3, 4]);
    expect(itemPartySizes({ ...base, singlesMode: 'paired', bookedPlayers: 1 })).toEqual([1, 2, 3]);
  });

  it('always lists the current size, so the choice shows what the cart holds', () => {
    expect(itemPartySizes({ ...base, bookedPlayers: 3, current: 2 })).toEqual([1, 2]);
  });

  it('a simulator bay the item holds offers 1 up to its group size', () => {
    expect(itemPartySizes({ ...base, isSimulator: true, groupSize: 3, bookedPlayers: 0 })).toEqual([1, 2, 3]);
    expect(itemPartySizes({ ...base, isSimulator: true, groupSize: null })).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('partySizeToAdd', () => {
  it('two players when the rate allows it, else its first size', () => {
    expect(partySizeToAdd([1, 2, 3, 4])).toBe(2);
    expect(partySizeToAdd([1])).toBe(1);
    expect(partySizeToAdd([3, 4])).toBe(3);
  });

  it("the golfers filter's size when the tee time allows it", () => {
    expect(partySizeToAdd([1, 2, 3, 4], [3])).toBe(3);
    expect(partySizeToAdd([1, 2, 3, 4], [3, 4])).toBe(3);
    expect(partySizeToAdd([1, 2, 3, 4], [2, 4])).toBe(2);
  });

  it('never a size the tee time cannot take: 2 slots left and 4 golfers asked gives the default', () => {
    expect(partySizeToAdd([1, 2], [4])).toBe(2);
    expect(partySizeToAdd([1, 2], [3, 4])).toBe(2);
  });
});
