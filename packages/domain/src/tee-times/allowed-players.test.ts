import { describe, expect, it } from 'vitest';
import {
  allowedPlayers,
  MAX_PLAYERS_PER_TEE_TIME,
  MAX_SIMULATOR_PLAYERS,
  partyCapacity,
  partySizesUpTo,
  remainingSlots,
  simulatorAllowedPlayers,
  TEE_TIME_PARTY_SIZES,
} from './allowed-players.ts';

describe('party sizes (SPEC §9)', () => {
  it('lists 1 to the most players, none below 1', () => {
    expect(partySizesUpTo(3)).toEqual([1, 2, 3]);
    expect(partySizesUpTo(0)).toEqual([]);
    expect(partySizesUpTo(-2)).toEqual([]);
  });

  it('a tee time takes 1 to 4; a simulator rate sells up to 6', () => {
    expect(MAX_PLAYERS_PER_TEE_TIME).toBe(4);
    expect(TEE_TIME_PARTY_SIZES).toEqual([1, 2, 3, 4]);
    expect(Object.isFrozen(TEE_TIME_PARTY_SIZES)).toBe(true);
    expect(partySizesUpTo(MAX_SIMULATOR_PLAYERS)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("partyCapacity: 4 on a tee time, a bay's group size (default 6) on a simulator", () => {
    expect(partyCapacity(false)).toBe(4);
    expect(partyCapacity(false, 6)).toBe(4);
    expect(partyCapacity(true)).toBe(6);
    expect(partyCapacity(true, null)).toBe(6);
    expect(partyCapacity(true, 3)).toBe(3);
  });
});

describe('remainingSlots', () => {
  it('is 4 minus booked players minus locked slots, never negative', () => {
    expect(remainingSlots(0)).toBe(4);
    expect(remainingSlots(1, 1)).toBe(2);
    expect(remainingSlots(3, 2)).toBe(0);
  });
});

describe('allowedPlayers (SPEC §5)', () => {
  it('always: every count that fits the remaining capacity', () => {
    expect(allowedPlayers({ bookedPlayers: 0, singlesMode: 'always' })).toEqual([1, 2, 3, 4]);
    expect(allowedPlayers({ bookedPlayers: 2, singlesMode: 'always' })).toEqual([1, 2]);
    expect(allowedPlayers({ bookedPlayers: 4, singlesMode: 'always' })).toEqual([]);
  });

  it('counts unexpired locks against the capacity', () => {
    expect(allowedPlayers({ bookedPlayers: 1, lockedSlots: 2, singlesMode: 'always' })).toEqual([1]);
    expect(allowedPlayers({ bookedPlayers: 0, lockedSlots: 4, singlesMode: 'always' })).toEqual([]);
  });

  it('never: the single-player option is excluded whatever the capacity', () => {
    expect(allowedPlayers({ bookedPlayers: 0, singlesMode: 'never' })).toEqual([2, 3, 4]);
    expect(allowedPlayers({ bookedPlayers: 2, singlesMode: 'never' })).toEqual([2]);
    expect(allowedPlayers({ bookedPlayers: 3, singlesMode: 'never' })).toEqual([]);
  });

  it('paired: no single when 4 are allowed and no one is booked yet', () => {
    expect(allowedPlayers({ bookedPlayers: 0, singlesMode: 'paired' })).toEqual([2, 3, 4]);
  });

  it('paired: a single is allowed once someone is booked', () => {
    expect(allowedPlayers({ bookedPlayers: 1, singlesMode: 'paired' })).toEqual([1, 2, 3]);
    expect(allowedPlayers({ bookedPlayers: 3, singlesMode: 'paired' })).toEqual([1]);
  });

  it('paired: a single is allowed when 4 are not allowed (locks or the rate limit the group)', () => {
    expect(allowedPlayers({ bookedPlayers: 0, lockedSlots: 1, singlesMode: 'paired' })).toEqual([1, 2, 3]);
    expect(allowedPlayers({ bookedPlayers: 0, singlesMode: 'paired', rateAllowedPlayers: [1, 2] })).toEqual([1, 2]);
  });

  it("keeps only the rate's own player counts", () => {
    expect(allowedPlayers({ bookedPlayers: 0, singlesMode: 'always', rateAllowedPlayers: [2, 4] })).toEqual([2, 4]);
    expect(allowedPlayers({ bookedPlayers: 1, singlesMode: 'always', rateAllowedPlayers: [2, 4] })).toEqual([2]);
  });
});

describe('simulatorAllowedPlayers', () => {
  it('offers 1 to the group size (default 6) while the bay is free', () => {
    expect(simulatorAllowedPlayers(null, false)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(simulatorAllowedPlayers(4, false)).toEqual([1, 2, 3, 4]);
    expect(simulatorAllowedPlayers(6, true)).toEqual([]);
  });
});
