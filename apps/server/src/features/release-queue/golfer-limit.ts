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

/** Phone numbers shorter than this name nobody in particular (an extension, a typo). */
const MIN_PHONE_DIGITS = 7;

/**
 * The identity's parts in comparable form, one `kind:value` string each (account id, normalised
 * e-mail, phone digits, card fingerprint); empty parts dropped. Two golfers are the same golfer
 * exactly when their elements meet: the count compares these and the checkout locks these, so the
 * two cannot disagree about who is who.
 */
export function identityElements(identity: GolferIdentity): string[] {
  const elements = new Set<string>();
  if (identity.customerId !== null) elements.add(`account:${identity.customerId}`);
  for (const email of identity.emails.map(normaliseEmail)) if (email) elements.add(`email:${email}`);
  for (const digits of identity.phones.map(phoneDigits))
    if (digits.length >= MIN_PHONE_DIGITS) elements.add(`phone:${digits}`);
  for (const card of identity.cardFingerprints) if (card) elements.add(`card:${card}`);
  return [...elements].sort();
}

/** A booked party's elements: its order's account, order and booker e-mails, phone and card. */
export function bookingElements(booking: DayBooking): string[] {
  return identityElements({
    customerId: booking.customerId,
    emails: booking.emails,
    phones: [booking.phone],
    cardFingerprints: booking.cardFingerprint === null ? [] : [booking.cardFingerprint],
  });
}

/** How many of the day's bookings are this golfer's: same account, same e-mail (normalised), same phone digits or same card. */
export function countGolferBookings(bookings: DayBooking[], identity: GolferIdentity): number {
  const golfer = new Set(identityElements(identity));
  return bookings.filter((booking) => bookingElements(booking).some((element) => golfer.has(element))).length;
}

/**
 * The advisory locks a checkout takes for one room's released day: one per element of the paying
 * golfer. Any booking this golfer's count could match shares an element with it, and the checkout
 * that wrote that booking locked each of its own elements, so the two checkouts wait for each other
 * while golfers with nothing in common do not.
 */
export function golferLockNames(roomFacilityId: number, day: string, identity: GolferIdentity): string[] {
  return identityElements(identity).map((element) => `release-limit:${roomFacilityId}:${day}:${element}`);
}
