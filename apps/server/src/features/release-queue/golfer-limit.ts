import { normaliseEmail, phoneDigits } from '@fairway/domain/release-queue/golfer-identity';
import type { DayBooking } from './golfer-limit.repository.ts';

/** Who a golfer is, every way a booking can name them; null/empty parts match nothing. */
export interface GolferIdentity {
  customerId: number | null;
  emails: string[];
  phones: string[];
  /** The card processor's fingerprints of the golfer's cards (known at checkout). */
  cardFingerprints: string[];
}

/** The identity's parts in comparable form. */
function normalised(identity: GolferIdentity) {
  return {
    customerId: identity.customerId,
    emails: new Set(identity.emails.filter(Boolean).map(normaliseEmail)),
    phones: new Set(identity.phones.map(phoneDigits).filter((digits) => digits.length >= 7)),
    cards: new Set(identity.cardFingerprints.filter(Boolean)),
  };
}

/** How many of the day's bookings are this golfer's: same account, same e-mail (normalised), same phone digits or same card. */
export function countGolferBookings(bookings: DayBooking[], identity: GolferIdentity): number {
  const golfer = normalised(identity);
  return bookings.filter(
    (booking) =>
      (golfer.customerId !== null && booking.customerId === golfer.customerId) ||
      booking.emails.some((email) => golfer.emails.has(normaliseEmail(email))) ||
      golfer.phones.has(phoneDigits(booking.phone)) ||
      (booking.cardFingerprint !== null && golfer.cards.has(booking.cardFingerprint)),
  ).length;
}
