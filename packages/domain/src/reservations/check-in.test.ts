import { describe, expect, it } from 'vitest';
import { checkInEligibility, isCheckInWindowOpen } from './check-in.ts';

const facts = (total: number, paid: number, checkedIn: number, due: number) => ({
  totalNumberOfPlayers: total,
  numberOfPlayersPaid: paid,
  numberOfPlayersCheckedIn: checkedIn,
  dueAtCourse: due,
});

describe('check-in eligibility (SPEC §4)', () => {
  it.each([
    [
      'no players: nothing is possible',
      facts(0, 0, 0, 0),
      { canCheckIn: false, canPayAndCheckIn: false, fullyCheckedIn: false },
    ],
    [
      'nothing due, none checked in: check in',
      facts(3, 0, 0, 0),
      { canCheckIn: true, canPayAndCheckIn: false, fullyCheckedIn: false },
    ],
    [
      'amount due, nobody paid: pay and check in only',
      facts(3, 0, 0, 4500),
      { canCheckIn: false, canPayAndCheckIn: true, fullyCheckedIn: false },
    ],
    [
      'amount due, some paid: still pay and check in only',
      facts(3, 2, 0, 1500),
      { canCheckIn: false, canPayAndCheckIn: true, fullyCheckedIn: false },
    ],
    [
      'amount due but every player paid: check in, and pay-and-check-in still offered',
      facts(2, 2, 0, 100),
      { canCheckIn: true, canPayAndCheckIn: true, fullyCheckedIn: false },
    ],
    [
      'some checked in, nothing due: check in the rest',
      facts(4, 4, 2, 0),
      { canCheckIn: true, canPayAndCheckIn: false, fullyCheckedIn: false },
    ],
    [
      'all checked in, nothing due: fully checked in',
      facts(2, 2, 2, 0),
      { canCheckIn: false, canPayAndCheckIn: false, fullyCheckedIn: true },
    ],
    [
      'all checked in with an amount due: fully checked in, no payment offered',
      facts(2, 0, 2, 3000),
      { canCheckIn: false, canPayAndCheckIn: false, fullyCheckedIn: true },
    ],
  ])('%s', (_name, input, expected) => {
    expect(checkInEligibility(input)).toEqual(expected);
  });
});

describe('check-in window', () => {
  const NY = 'America/New_York';
  const on = { checkIn: true, checkInWindow: 2 };
  // Tee time 2026-07-10 10:00 EDT = 14:00 UTC.
  it('opens checkInWindow hours before the tee time in the facility zone and closes at the tee time', () => {
    expect(isCheckInWindowOpen('2026-07-10T10:00', NY, new Date('2026-07-10T11:59:59Z'), on)).toBe(false);
    expect(isCheckInWindowOpen('2026-07-10T10:00', NY, new Date('2026-07-10T12:00:00Z'), on)).toBe(true);
    expect(isCheckInWindowOpen('2026-07-10T10:00', NY, new Date('2026-07-10T14:00:00Z'), on)).toBe(true);
    expect(isCheckInWindowOpen('2026-07-10T10:00', NY, new Date('2026-07-10T14:00:01Z'), on)).toBe(false);
  });

  it('follows the configured window and the smartPlay.checkIn switch', () => {
    expect(
      isCheckInWindowOpen('2026-07-10T10:00', NY, new Date('2026-07-10T11:00:00Z'), {
        checkIn: true,
        checkInWindow: 3,
      }),
    ).toBe(true);
    expect(
      isCheckInWindowOpen('2026-07-10T10:00', NY, new Date('2026-07-10T13:00:00Z'), {
        checkIn: false,
        checkInWindow: 2,
      }),
    ).toBe(false);
  });

  it('counts real hours on the spring-forward day', () => {
    // 2026-03-08 04:00 EDT = 08:00 UTC; two real hours before is 06:00 UTC (01:00 EST on the wall).
    expect(isCheckInWindowOpen('2026-03-08T04:00', NY, new Date('2026-03-08T06:00:00Z'), on)).toBe(true);
    expect(isCheckInWindowOpen('2026-03-08T04:00', NY, new Date('2026-03-08T05:59:00Z'), on)).toBe(false);
  });
});
