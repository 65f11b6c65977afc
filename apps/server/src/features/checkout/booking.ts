import { randomInt, randomUUID } from 'node:crypto';
import type { CheckoutResult, Order } from '@fairway/contract/checkout.contract';
import { checkCapacity } from '@fairway/domain/cart/capacity';
import { FEATURED_PRODUCT_ORDER_OFFSET_MS } from '@fairway/domain/checkout/invoice';
import {
  productsOfItem,
  productsWanted,
  sumByProduct,
  type ProductQuantity,
} from '@fairway/domain/checkout/product-stock';
import { teeTimeInstantOrNull } from '@fairway/domain/reservations/reservation-lists';
import { isBlocked } from '@fairway/domain/admin/tee-time-blocks';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { CheckoutAttemptRow, InvoiceRow, OrderRow } from '../../db/schema/checkout.ts';
import { DomainError } from '../../shared/domain-error.ts';
import {
  type BookingEngineRow,
  engineSettings,
  type FacilityRow,
  findBookingEngineById,
} from '../facilities/facilities.public.ts';
import {
  computeCartInvoice,
  invoiceRowOf,
  isTeeTimeInvoice,
  repricedItems,
  type ComputedCartInvoice,
  type ItemInvoice,
  type TeeTimeItemInvoice,
} from './cart-invoice.ts';
import { type CheckoutItemRow, closeBookedCartAndCommit, lockCartForBooking } from './checkout.repository.ts';
import { confirmationLanguage, confirmationMail } from './confirmation-mail.ts';
import { orderAnswers, type OrderReservation } from './order-dto.ts';
import { sharesOf } from './split-checkout.ts';
import { spendCreditBook } from './credit-book-checkout.ts';
import type { StoredCheckoutForm } from './checkout-form-data.ts';
import {
  insertBookedReservation,
  type insertOrder,
  insertOrderWith,
  type insertOrderItems,
  recordOptIns,
} from './orders.repository.ts';
import { assertPromotionUsesLeft, isTeeTimeBlocked } from '../tee-times/tee-times.public.ts';
import {
  itemHolder,
  lockedHoldFacts,
  lockHolder,
  lockTeeTimeCapacity,
  takeProductsStock,
  takenOn,
} from '../cart/cart.public.ts';
import { openSplit } from '../invitations/invitations.public.ts';
import type { Mailer, MailMessage } from '../mail/mail.public.ts';
import { releaseCheckoutLimit } from '../release-queue/release-queue.public.ts';
import { manageLinksOf } from '../reservations/reservations.public.ts';
import { fulfilStoreItems, redeemGift, scheduleGiftDeliveries, type StorePurchases } from '../store/store.public.ts';
import { keepCheckoutCard } from '../wallet/wallet.public.ts';
import { required } from '@fairway/domain/shared/required';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function code(length: number): string {
  return Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** A reservation's confirmation number (no look-alike characters). */
export const newConfirmationNumber = () => code(8);
/** An order's number. */
export const newOrderNumber = () => `FW-${code(8)}`;

/** The mail outbox inside the caller's transaction (tests may hand in one that fails). */
export type CheckoutMailerFor = (db: Database) => Mailer;

/** What booking a cart runs with: the app (its pools and jobs) and the mail outbox. */
export interface BookingDeps {
  app: FastifyInstance;
  mailerFor: CheckoutMailerFor;
}

/** What the booking transaction produced. */
export interface BookedCart {
  order: OrderRow;
  computed: ComputedCartInvoice;
  result: CheckoutResult;
  /** The visit's Google reserve-with token (read with the cart's lock), if any. */
  rwgToken: string | null;
  /** Why the confirmation e-mail could not be made (the booking stands without it). */
  confirmationError: unknown;
}

function unavailable(
  itemId: string,
  code: 'INVENTORY_UNAVAILABLE' | 'RESERVATION_FAILED' | 'PRODUCT_SOLD_OUT',
  message?: string,
): DomainError {
  const error = new DomainError(code, message);
  return new DomainError(code, error.message, {
    items: [{ cartItemId: itemId, marker: 'processed_failure', error: error.message }],
  });
}

/** Whether a party still fits a (non-simulator) tee time on which `taken` players are booked or held by others (SPEC §5). */
function fitsCapacity(taken: number, players: number): boolean {
  return checkCapacity({ bookedPlayers: taken, heldSlots: 0, requestedPlayers: players }) === null;
}

/**
 * Takes what the cart sells from stock (featured products and tee-time add-ons), in
 * product order (no deadlock between checkouts);
 * PRODUCT_SOLD_OUT when one has too few left (another checkout took them since the payment's check).
 */
async function takeStock(tx: Database, items: CheckoutItemRow[]): Promise<void> {
  const wanted = productsWanted(items);
  if (wanted.length === 0) return;
  const taken = await takeProductsStock(tx, wanted);
  const short = wanted.find((_, index) => !taken[index]);
  if (short) throw unavailable(short.cartItemId, 'PRODUCT_SOLD_OUT');
}

/** What one tee time took from stock: its add-on lines and its featured products (given back when it is cancelled). */
function stockOfTeeTime(entry: ItemInvoice): ProductQuantity[] {
  return sumByProduct([entry.item, ...entry.children].flatMap(productsOfItem));
}

/** The holders whose holds a cart item carries: its own hold and, for a tee time, the cart's lock on it. */
function holdersOf(cartId: string, item: { id: string; facilityId: number | null; teetime?: string }): string[] {
  return [
    itemHolder(item.id),
    ...(item.facilityId !== null && item.teetime ? [lockHolder(cartId, item.facilityId, item.teetime)] : []),
  ];
}

/**
 * Locks the tee time's capacity row, then its course's row for share, and reads under those locks
 * whether a block closes the time and how many players are booked or held by others.
 */
async function lockedSaleFacts(
  tx: Database,
  facilityId: number,
  teeTime: string,
  now: Date,
  exceptHolders: string[],
): Promise<{ blocked: boolean; taken: number }> {
  const facts = await lockedHoldFacts(tx, { facilityId, teeTime, now, exceptHolders });
  return { blocked: isBlocked(facts.blocks, teeTime), taken: facts.booked + facts.held };
}

/** Takes the attempt's gift-certificate part under the certificate's row lock; GIFT_CODE_INVALID when its balance was spent meanwhile. */
async function spendGift(tx: Database, attempt: CheckoutAttemptRow, orderId: string, now: Date): Promise<void> {
  if (attempt.giftCertificateId === null || attempt.giftAmountCents === 0) return;
  const spent = await redeemGift(tx, {
    giftCertificateId: attempt.giftCertificateId,
    amount: attempt.giftAmountCents,
    orderId,
    now,
  });
  if (!spent) throw new DomainError('GIFT_CODE_INVALID');
}

/** Records the split tee time's shares; INVOICE_CHANGED when they no longer add up to what the lead's card guarantees. */
async function recordSplitShares(
  tx: Database,
  attempt: CheckoutAttemptRow,
  entry: TeeTimeItemInvoice,
  reservationId: string,
): Promise<void> {
  const split = required((attempt.form as StoredCheckoutForm).split, "the checkout form's split payment");
  const shares = sharesOf(entry);
  if (shares.reduce((sum, share) => sum + share.amountCents, 0) !== attempt.splitCents)
    throw new DomainError('INVOICE_CHANGED');
  await openSplit(tx, {
    reservationId,
    bookingEngineId: attempt.bookingEngineId,
    deadline: new Date(split.deadline),
    unpaidShares: split.unpaidShares,
    currencyCode: attempt.currencyCode,
    leadCardToken: attempt.cardToken,
    guaranteePaymentId: attempt.guaranteePaymentId,
    shares,
  });
}

/**
 * The order's confirmation e-mail (none without an address). A guest has no Reservations tab:
 * each reservation gets a signed link to manage it. Failing to make it does not undo the booking:
 * the error is answered, for the caller to log.
 */
async function confirmationOf(
  tx: Database,
  linksDb: Database,
  attempt: CheckoutAttemptRow,
  order: Order,
  {
    engine,
    origin,
    now,
    courses,
  }: { engine?: BookingEngineRow; origin?: string; now: Date; courses?: ReadonlyMap<number, FacilityRow> },
): Promise<{ mail: MailMessage | null; error: unknown }> {
  if (!order.customer.email) return { mail: null, error: null };
  try {
    const mailEngine =
      engine?.id === attempt.bookingEngineId ? engine : await findBookingEngineById(tx, attempt.bookingEngineId);
    if (!mailEngine) throw new Error(`booking engine ${attempt.bookingEngineId} not found`);
    const links =
      attempt.customerId === null && origin ? await manageLinksOf(linksDb, mailEngine, origin, order.reservations) : {};
    // The manage link's sentence offers only what the engine's settings allow there.
    return {
      mail: confirmationMail(order, mailEngine, confirmationLanguage(attempt.language), links, {
        manage: { settings: engineSettings(mailEngine), now },
        ...(courses ? { courses } : {}),
      }),
      error: null,
    };
  } catch (error) {
    return { mail: null, error };
  }
}

/**
 * Books the attempt's cart in one transaction: the cart row locked, the invoice re-checked,
 * each tee time (parents before their children) re-checked for capacity under the same row lock
 * as cart holds (the item's own holds do not count) and for operators' blocks, bookings, reservations, the order and its
 * lines written, products (featured and add-ons) taken from stock, invoices Closed, holds and items removed. Any failure rolls all of it back.
 */
export async function bookCart(
  deps: BookingDeps,
  attempt: CheckoutAttemptRow,
  payment: { paymentId: string; status: string } | null,
  now: Date,
  { engine, origin }: { engine?: BookingEngineRow; origin?: string } = {},
): Promise<BookedCart> {
  const form = attempt.form as StoredCheckoutForm;
  return deps.app.db.transaction(async (tx) => {
    const { cart, items: rows, facilities } = await lockCartForBooking(tx, attempt.cartId);
    if (!cart) throw new DomainError('CART_EMPTY');
    const items = await repricedItems(tx, rows, attempt.customerId, now);
    // Tee times whose hold lapsed are not booked, but leave the cart with the rest: their holds that still count go too.
    const held = new Set(items.map((item) => item.id));
    const lapsedHolders = rows
      .filter((row) => !held.has(row.id))
      .flatMap((row) =>
        holdersOf(attempt.cartId, {
          id: row.id,
          facilityId: row.facilityId,
          ...(row.type === 'tee-time' ? { teetime: row.extra.teetime } : {}),
        }),
      );
    // The labels the golfer paid at (kept with the attempt), so the invoice matches what was authorised.
    const computed = await computeCartInvoice(
      tx,
      items,
      { memberFlow: form.memberLabels, memberFacilityIds: form.memberFacilityIds ?? [] },
      facilities,
    );
    if (
      computed.totals.dueNow !==
      attempt.amountCents + attempt.giftAmountCents + attempt.creditBookCents + attempt.splitCents
    )
      throw new DomainError('INVOICE_CHANGED');
    // Capacity rows are locked in one global order (facility, time), so two checkouts of the same
    // tee times in another order cannot deadlock; the cart row is always locked before them.
    const teeTimeEntries = computed.invoices
      .filter((entry): entry is TeeTimeItemInvoice => isTeeTimeInvoice(entry) && !entry.item.extra.rate.isSimulator)
      .sort((a, b) => a.facility.id - b.facility.id || a.item.extra.teetime.localeCompare(b.item.extra.teetime));
    const teeTimes = teeTimeEntries.map((entry) => ({
      facilityId: entry.facility.id,
      teetime: entry.item.extra.teetime,
    }));
    // A cart's only tee time (the common case) is locked and checked for blocks, booked players and
    // others' holds in the same write as the order's insert.
    const sole = teeTimeEntries.length === 1 ? (teeTimeEntries[0] ?? null) : null;
    const ownHolders = (entry: TeeTimeItemInvoice) =>
      holdersOf(attempt.cartId, {
        id: entry.item.id,
        facilityId: entry.facility.id,
        teetime: entry.item.extra.teetime,
      });
    const soleCheck = (entry: TeeTimeItemInvoice) =>
      lockedSaleFacts(tx, entry.facility.id, entry.item.extra.teetime, now, ownHolders(entry));
    const orderValues: Parameters<typeof insertOrder>[1] = {
      bookingEngineId: attempt.bookingEngineId,
      orderNumber: newOrderNumber(),
      status: 'fulfilled',
      customerId: attempt.customerId,
      guestSessionId: attempt.guestSessionId,
      cartId: attempt.cartId,
      currencyCode: computed.currencyCode,
      ...computed.totals,
      paidNow: computed.totals.dueNow - attempt.splitCents,
      giftCertificatePaid: attempt.giftAmountCents,
      creditBookPaid: attempt.creditBookCents,
      email: form.email,
      firstName: form.firstName,
      lastName: form.lastName,
      phone: form.phone,
      language: attempt.language,
      cardBrand: attempt.cardBrand,
      cardLastFour: attempt.cardLastFour,
      cardFingerprint: attempt.cardFingerprint,
      cardToken: attempt.cardToken,
      paymentId: payment?.paymentId ?? null,
      paymentStatus: payment?.status ?? null,
    };
    const { order, read: soleFacts } = await insertOrderWith(tx, orderValues, sole ? () => soleCheck(sole) : null);
    if (!sole) for (const teeTime of teeTimes) await lockTeeTimeCapacity(tx, teeTime.facilityId, teeTime.teetime);
    await spendGift(tx, attempt, order.id, now);
    // The per-golfer release limit again, serialised per golfer (the order's and reservation's identity): concurrent checkouts of one golfer cannot both pass it.
    if (engine && teeTimes.length > 0) {
      await releaseCheckoutLimit(tx, {
        engine,
        customerId: attempt.customerId,
        email: form.email,
        phone: form.phone,
        cardFingerprint: attempt.cardFingerprint,
        teeTimes,
        now,
        serialize: true,
      });
    }
    // A promotion's caps, checked under its row's lock: the last use goes to one checkout.
    const promotionUses = new Map<string, number>();
    for (const entry of computed.invoices) {
      if (entry.item.type === 'tee-time' && entry.item.promotionCode)
        promotionUses.set(entry.item.promotionCode, (promotionUses.get(entry.item.promotionCode) ?? 0) + 1);
    }
    await assertPromotionUsesLeft(tx, attempt.bookingEngineId, promotionUses, form.email);
    const orderLines: Parameters<typeof insertOrderItems>[1] = [];
    const holders: string[] = [...lapsedHolders];
    const reservationOf = new Map<string, string>();
    const booked: OrderReservation[] = [];
    for (const entry of computed.invoices) {
      const { item, facility } = entry;
      let teeStart: Date | null = null;
      if (isTeeTimeInvoice(entry)) {
        const { extra } = entry.item;
        const startsAt = teeTimeInstantOrNull(extra.teetime, facility.timeZone);
        if (startsAt === null || startsAt <= now.getTime())
          throw unavailable(
            item.id,
            'RESERVATION_FAILED',
            'There was an issue completing your reservation request. Please try again. (code 101)',
          );
        const own = ownHolders(entry);
        holders.push(...own);
        if (entry === sole && soleFacts) {
          const { blocked, taken } = soleFacts;
          if (blocked || !fitsCapacity(taken, extra.players)) throw unavailable(item.id, 'INVENTORY_UNAVAILABLE');
        } else {
          if (await isTeeTimeBlocked(tx, facility.id, extra.teetime))
            throw unavailable(item.id, 'INVENTORY_UNAVAILABLE');
          // Booked players and other holds in one statement, under the capacity row's lock taken above.
          if (
            !extra.rate.isSimulator &&
            !fitsCapacity(await takenOn(tx, facility.id, extra.teetime, now, own), extra.players)
          ) {
            throw unavailable(item.id, 'INVENTORY_UNAVAILABLE');
          }
        }
        const reservation = await insertBookedReservation(
          tx,
          { facilityId: facility.id, teeTime: extra.teetime, players: extra.players },
          {
            orderId: order.id,
            facilityId: facility.id,
            cartItemId: item.id,
            confirmationNumber: newConfirmationNumber(),
            teetime: extra.teetime,
            startsAt: new Date(startsAt),
            players: extra.players,
            rateName: extra.rate.name,
            holes: extra.rate.holes,
            transportation: extra.transportation,
            notes: form.notes,
            bookerEmail: form.email,
            homeClub: form.memberFlow ? form.homeClub : null,
            memberNumber: form.memberFlow ? form.memberNumber : null,
            caddieRequest: form.caddieRequest,
            promotionCode: item.promotionCode ?? null,
            promotionDiscount: item.promotionCode ? Math.max(0, extra.standardPrice - extra.price) * extra.players : 0,
            productStock: stockOfTeeTime(entry),
          },
        );
        reservationOf.set(item.id, reservation.id);
        booked.push({ reservation, facilityName: facility.name, timeZone: facility.timeZone });
        if (form.split) await recordSplitShares(tx, attempt, entry, reservation.id);
        teeStart = new Date(startsAt);
      } else {
        holders.push(...holdersOf(attempt.cartId, { id: item.id, facilityId: item.facilityId }));
      }
      orderLines.push({
        orderId: order.id,
        cartItemId: item.id,
        type: item.type,
        description: entry.draft.lines[0]?.label ?? item.type,
        quantity: 1,
        amount: entry.draft.grandTotal,
        orderDate: now,
      });
      for (const child of entry.children) {
        // A tee time's children are its featured products.
        const product = child.type === 'featured-product' ? child.extra : null;
        orderLines.push({
          orderId: order.id,
          cartItemId: child.id,
          parentCartItemId: item.id,
          type: child.type,
          description: product?.name ?? child.type,
          quantity: product?.quantity ?? 1,
          amount: product ? product.price * product.quantity : 0,
          // SPEC §9: featured-product orders are dated 2 hours before their tee time.
          orderDate:
            teeStart && child.type === 'featured-product'
              ? new Date(teeStart.getTime() - FEATURED_PRODUCT_ORDER_OFFSET_MS)
              : now,
        });
      }
    }
    await spendCreditBook(tx, attempt, computed, reservationOf, order.id, now);
    await takeStock(tx, items);
    const storeEntries = computed.invoices.filter(
      (entry) => entry.item.type === 'membership' || entry.item.type === 'gift-certificate',
    );
    // What the store recorded, for the confirmation (screen and e-mail) to list.
    let purchases: StorePurchases | undefined;
    if (storeEntries.length > 0) {
      purchases = await fulfilStoreItems(tx, {
        orderId: order.id,
        customerId: attempt.customerId,
        currencyCode: computed.currencyCode,
        now,
        entries: storeEntries,
      });
      // A gift certificate's delivery is enqueued with the order that bought it.
      await scheduleGiftDeliveries(tx, deps.app.jobs, order.id);
    }
    // The Closed invoices, ids made here so that the answer is known before they are written.
    const closed = computed.invoices.map((entry) => ({
      ...invoiceRowOf(attempt.bookingEngineId, attempt.cartId, computed.currencyCode, entry),
      id: randomUUID(),
      status: 'Closed' as const,
      sourceOrderId: order.id,
      orderNumber: order.orderNumber,
    }));
    if (attempt.customerId !== null) {
      const facilityIds = [...new Set(computed.invoices.map((entry) => entry.facility.id))];
      await recordOptIns(tx, attempt.customerId, facilityIds, form);
      if (attempt.saveCard && form.card) await keepCheckoutCard(tx, attempt.customerId, form.card);
    }
    const outcomes = items.map((item) => ({ cartItemId: item.id, marker: 'processed_success' as const, error: null }));
    // Built from the rows just written (as GET /orders reads them back: reservations by start time).
    const orderAnswer = required(
      orderAnswers(
        [order],
        booked.sort((a, b) => a.reservation.startsAt.getTime() - b.reservation.startsAt.getTime()),
        closed.map((row): InvoiceRow => ({ ...row, createdAt: order.createdAt, updatedAt: order.createdAt })),
        purchases,
      )[0],
      'the answer of the order just written',
    );
    // The attempt is completed in the same transaction, so a booking is never left without its answer.
    const result: CheckoutResult = {
      status: 'completed',
      paymentStatus: (payment?.status as CheckoutResult['paymentStatus']) ?? null,
      paymentId: payment?.paymentId ?? null,
      redirectUrl: null,
      order: orderAnswer,
      items: outcomes,
    };
    const confirmation = await confirmationOf(tx, deps.app.firstDb, attempt, orderAnswer, {
      engine,
      origin,
      now,
      courses: facilities,
    });
    // The order's lines, the Closed invoices, the cart emptied (its Open invoices, holds and items)
    // and the attempt completed: one statement, sent with the confirmation e-mail and the COMMIT.
    const mail = confirmation.mail;
    await closeBookedCartAndCommit(
      tx,
      {
        cartId: attempt.cartId,
        orderLines,
        holders,
        invoices: closed,
        attempt: {
          id: attempt.id,
          values: { state: 'completed', orderId: order.id, answer: { kind: 'result', result } },
        },
      },
      mail ? () => deps.mailerFor(tx).send(mail) : undefined,
    );
    return { order, computed, result, rwgToken: cart.rwgToken, confirmationError: confirmation.error };
  });
}
