import { describe, expect, it } from 'vitest';
import type { DayBooking } from './golfer-limit.repository.ts';
import { bookingElements, countGolferBookings, golferLockNames, type GolferIdentity } from './golfer-limit.ts';

const golfer = (parts: Partial<GolferIdentity>): GolferIdentity => ({
  customerId: null,
  emails: [],
  phones: [],
  cardFingerprints: [],
  ...parts,
});
const booking = (parts: Partial<DayBooking>): DayBooking => ({
  customerId: null,
  emails: ['', ''],
  phone: '',
  cardFingerprint: null,
  ...parts,
});

/** The golfer a booking's checkout was: what it stored (booking.ts writes the form's e-mail as the order's and booker's). */
const writerOf = (stored: DayBooking): GolferIdentity =>
  golfer({
    customerId: stored.customerId,
    emails: stored.emails,
    phones: [stored.phone],
    cardFingerprints: stored.cardFingerprint === null ? [] : [stored.cardFingerprint],
  });

const GOLFERS: GolferIdentity[] = [
  golfer({ customerId: 7, emails: ['Jane.Doe+tag@gmail.com'], phones: ['+1 (555) 010-0199'] }),
  golfer({ emails: ['janedoe@googlemail.com'] }),
  golfer({ emails: ['JANE@example.com '], cardFingerprints: ['fp-1'] }),
  golfer({ phones: ['15550100199'] }),
  golfer({ phones: ['555-01'], emails: ['  '] }),
  golfer({ customerId: 8, cardFingerprints: ['fp-2', ''] }),
  golfer({}),
];
const BOOKINGS: DayBooking[] = [
  booking({ customerId: 7, emails: ['someone@example.com', 'someone@example.com'], phone: '+44 20 7946 0000' }),
  booking({ emails: ['jane.doe@gmail.com', 'jane.doe@gmail.com'], phone: '0000' }),
  booking({ emails: ['jane@example.com', 'jane@example.com'] }),
  booking({ emails: ['x@example.com', 'x@example.com'], phone: '1-555-010-0199' }),
  booking({ emails: ['', ''], phone: '55501' }),
  booking({ emails: ['y@example.com', 'y@example.com'], cardFingerprint: 'fp-2' }),
  booking({ emails: ['z@example.com', 'z@example.com'], cardFingerprint: '' }),
];

describe('the per-golfer limit: who is whom, counted and locked alike', () => {
  it('counts a booking exactly when the golfer and the booking share an element', () => {
    const counts = GOLFERS.map((one) => countGolferBookings(BOOKINGS, one));
    expect(counts).toEqual([3, 1, 1, 1, 0, 1, 0]);
  });

  it('locks one name per element, normalised as the count is: e-mail variants, phone formats and blanks', () => {
    expect(golferLockNames(3, '2026-07-24', GOLFERS[0]!)).toEqual([
      'release-limit:3:2026-07-24:account:7',
      'release-limit:3:2026-07-24:email:janedoe@gmail.com',
      'release-limit:3:2026-07-24:phone:15550100199',
    ]);
    expect(golferLockNames(3, '2026-07-24', GOLFERS[1]!)).toEqual([
      'release-limit:3:2026-07-24:email:janedoe@gmail.com',
    ]);
    // Short phones and blank e-mails name nobody: not locked, and never matched.
    expect(golferLockNames(3, '2026-07-24', GOLFERS[4]!)).toEqual([]);
    expect(golferLockNames(3, '2026-07-24', GOLFERS[5]!)).toEqual([
      'release-limit:3:2026-07-24:account:8',
      'release-limit:3:2026-07-24:card:fp-2',
    ]);
  });

  it("whenever a golfer's count matches a booking, the golfer's checkout and the booking's own checkout take a lock in common", () => {
    for (const one of GOLFERS) {
      const names = new Set(golferLockNames(3, '2026-07-24', one));
      for (const stored of BOOKINGS) {
        const matched = countGolferBookings([stored], one) === 1;
        const shared = golferLockNames(3, '2026-07-24', writerOf(stored)).some((name) => names.has(name));
        expect(shared, JSON.stringify({ one, stored })).toBe(matched);
        // What the booking stores is all locked by its writer.
        expect(bookingElements(stored).map((element) => `release-limit:3:2026-07-24:${element}`)).toEqual(
          golferLockNames(3, '2026-07-24', writerOf(stored)),
        );
      }
    }
  });

  it('keys the locks by room and day, so another release day of the same golfer does not wait', () => {
    const [onThisDay] = golferLockNames(3, '2026-07-24', GOLFERS[1]!);
    const [onNextDay] = golferLockNames(3, '2026-07-25', GOLFERS[1]!);
    const [otherRoom] = golferLockNames(9, '2026-07-24', GOLFERS[1]!);
    expect(new Set([onThisDay, onNextDay, otherRoom]).size).toBe(3);
  });
});
