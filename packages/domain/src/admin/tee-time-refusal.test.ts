import { describe, expect, it } from 'vitest';
import { teeTimeRefusal, teeTimeRefusalMessage, teeTimeStarted, type TeeTimeFacts } from './tee-time-refusal.ts';

const open: TeeTimeFacts = { started: false, blocks: [], freeSlots: 4 };
const league = { id: 7, kind: 'league' as const, reason: 'Tuesday league' };

describe('teeTimeRefusal', () => {
  it('lets a party take an open time with room for every player', () => {
    expect(teeTimeRefusal(open, 4)).toBeNull();
    expect(teeTimeRefusal({ ...open, freeSlots: 2 }, 2)).toBeNull();
  });

  it('refuses a started time first, whatever else holds', () => {
    expect(teeTimeRefusal({ started: true, blocks: [league], freeSlots: 0 }, 2)).toEqual({ code: 'TEE_TIME_STARTED' });
  });

  it('refuses a blocked time with the block, even when it has room', () => {
    expect(teeTimeRefusal({ ...open, blocks: [league] }, 1)).toEqual({
      code: 'TEE_TIME_BLOCKED',
      blockId: 7,
      kind: 'league',
      blockReason: 'Tuesday league',
    });
  });

  it('refuses a time with fewer free slots than players, saying how many are free', () => {
    expect(teeTimeRefusal({ ...open, freeSlots: 3 }, 4)).toEqual({
      code: 'TEE_TIME_NOT_ENOUGH_SLOTS',
      availableSlots: 3,
      players: 4,
    });
    expect(teeTimeRefusal({ ...open, freeSlots: -1 }, 1)).toMatchObject({ availableSlots: 0 });
  });

  it('words each refusal', () => {
    expect(teeTimeRefusalMessage({ code: 'TEE_TIME_STARTED' })).toBe('That tee time has already started');
    expect(
      teeTimeRefusalMessage({ code: 'TEE_TIME_BLOCKED', blockId: 7, kind: 'league', blockReason: 'Tuesday league' }),
    ).toBe('That time is blocked: Tuesday league');
    const short = (availableSlots: number) =>
      teeTimeRefusalMessage({ code: 'TEE_TIME_NOT_ENOUGH_SLOTS', availableSlots, players: 4 });
    expect(short(2)).toBe('Only 2 spots are free at that time');
    expect(short(1)).toBe('Only 1 spot is free at that time');
    expect(short(0)).toBe('No spots are free at that time');
  });
});

describe('teeTimeStarted', () => {
  // 12:00 UTC is 08:00 in New York (EDT) and 05:00 in Phoenix.
  const now = new Date('2026-07-10T12:00:00Z');
  it("compares the tee time's start in the course's zone with the server clock", () => {
    expect(teeTimeStarted('2026-07-10T07:59', 'America/New_York', now)).toBe(true);
    expect(teeTimeStarted('2026-07-10T08:00', 'America/New_York', now)).toBe(true);
    expect(teeTimeStarted('2026-07-10T08:01', 'America/New_York', now)).toBe(false);
    expect(teeTimeStarted('2026-07-10T07:00', 'America/Phoenix', now)).toBe(false);
    expect(teeTimeStarted('2026-07-10T04:50', 'America/Phoenix', now)).toBe(true);
  });
});
