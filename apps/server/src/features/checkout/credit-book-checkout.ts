import type { CreditBookOffer } from '@fairway/contract/checkout.contract';
import {
  creditBookCoverage,
  type CreditBookCoverage,
  type TenderTeeTime,
} from '@fairway/domain/pro-profile/credit-book-tender';
import { playerShares, refundablePaidNow } from '@fairway/domain/reservations/player-amounts';
import { DateTime } from 'luxon';
import type { Database } from '../../db/client.ts';
import type { CheckoutAttemptRow } from '../../db/schema/checkout.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { type ComputedCartInvoice, isTeeTimeInvoice, type TeeTimeItemInvoice } from './cart-invoice.ts';
import type { BookingEngineRow } from '../facilities/facilities.public.ts';
import {
  lockCreditBook,
  type UsableCreditBook,
  usableCreditBooks,
  useCreditBook,
} from '../pro-profile/pro-profile.public.ts';
import { required } from '@fairway/domain/shared/required';

// Paying with a member's credit book: the pro profile keeps the books, the domain
// decides what a book pays (credit-book-tender.ts). The book pays first, then a gift
// certificate, then the card.

/** The cart's tee times at a facility, as a book pays them. */
function teeTimesAt(computed: ComputedCartInvoice, facilityId: number): TenderTeeTime[] {
  return computed.invoices
    .filter((entry): entry is TeeTimeItemInvoice => isTeeTimeInvoice(entry) && entry.facility.id === facilityId)
    .map((entry) => {
      const { players } = entry.item.extra;
      const green = refundablePaidNow(entry.draft.lines, entry.facility.taxRateBps, entry.draft.dueNow);
      return { key: entry.item.id, playerGreenFees: playerShares(green, players), dueNow: entry.draft.dueNow };
    });
}

const coverageOf = (book: UsableCreditBook, computed: ComputedCartInvoice) =>
  creditBookCoverage(book, teeTimesAt(computed, book.facilityId));

/** The signed-in golfer's books that would pay part of this cart (none for guests). */
export async function creditBookOffers(
  db: Database,
  engine: BookingEngineRow,
  customerId: number | null,
  computed: ComputedCartInvoice,
  now: Date,
): Promise<CreditBookOffer[]> {
  if (customerId === null) return [];
  const facilities = [
    ...new Map(
      computed.invoices
        .filter((entry) => entry.item.type === 'tee-time')
        .map((entry) => [entry.facility.id, entry.facility]),
    ).values(),
  ];
  if (facilities.length === 0) return [];
  const offers: CreditBookOffer[] = [];
  for (const book of await usableCreditBooks(db, engine, customerId, facilities, now)) {
    const coverage = coverageOf(book, computed);
    if (coverage.cents > 0)
      offers.push({
        id: book.id,
        name: book.name,
        kind: book.kind,
        remaining: book.remaining,
        expiresOn: book.expiresOn,
        quantity: coverage.quantity,
        cents: coverage.cents,
      });
  }
  return offers;
}

/** The part of the cart the chosen book pays; NOT_FOUND when it is not one the golfer can pay with. */
export async function creditBookPart(
  db: Database,
  engine: BookingEngineRow,
  customerId: number | null,
  bookId: string,
  computed: ComputedCartInvoice,
  now: Date,
) {
  const offer = (await creditBookOffers(db, engine, customerId, computed, now)).find((entry) => entry.id === bookId);
  if (!offer) throw new DomainError('NOT_FOUND', 'Unknown credit book');
  return { id: offer.id, cents: offer.cents };
}

function useDescription(
  entry: TeeTimeItemInvoice,
  covered: CreditBookCoverage['teeTimes'][number],
  kind: 'rounds' | 'amount',
): string {
  const { extra } = entry.item;
  const when = DateTime.fromISO(extra.teetime, { zone: entry.facility.timeZone }).toFormat('yyyy-MM-dd HH:mm');
  const who = kind === 'rounds' ? `, ${covered.quantity} of ${extra.players} players` : '';
  return `${entry.facility.name}, ${when}${who}`;
}

/**
 * In the booking transaction: takes the attempt's part from its book under the book's row lock;
 * INVOICE_CHANGED when the book no longer pays exactly what the card was authorised around.
 */
export async function spendCreditBook(
  tx: Database,
  attempt: CheckoutAttemptRow,
  computed: ComputedCartInvoice,
  reservationOf: ReadonlyMap<string, string>,
  orderId: string,
  now: Date,
): Promise<void> {
  if (attempt.creditBookId === null || attempt.creditBookCents === 0) return;
  const book =
    attempt.customerId !== null
      ? await lockCreditBook(tx, attempt.bookingEngineId, attempt.creditBookId, attempt.customerId, now)
      : null;
  const coverage = book ? coverageOf(book, computed) : null;
  if (!book || !coverage || coverage.cents !== attempt.creditBookCents) throw new DomainError('INVOICE_CHANGED');
  // The coverage was computed from these invoices, and each of their tee times was booked.
  const uses = coverage.teeTimes.map((covered) => {
    const entry = required(
      computed.invoices.filter(isTeeTimeInvoice).find((candidate) => candidate.item.id === covered.key),
      `the invoice of covered item ${covered.key}`,
    );
    return {
      reservationId: required(reservationOf.get(covered.key), `the reservation of covered item ${covered.key}`),
      orderId,
      quantity: covered.quantity,
      cents: covered.cents,
      slots: covered.slots,
      description: useDescription(entry, covered, book.kind),
    };
  });
  await useCreditBook(tx, book.id, uses, now);
}
