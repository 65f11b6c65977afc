// One ledger-backed view of the money of a reservation or an order: what was paid,
// by which tender, what was refunded to which tender, what is still due at the course and from
// friends, with the dates. The server builds it from stored facts (orders, reservation events,
// check-in invoices, split shares, the processor's payments); every screen, e-mail and report
// that states an amount reads it, so they cannot tell different stories. Integer cents.
//
// Decisions:
// - What a booking paid is split over its tenders in the order the checkout takes them: a credit
//   book first, then a gift certificate, then the card (or, for a staff booking paid at the
//   counter, cash or the course's card terminal). A cancellation gives back in the same order
//   (credit book, gift certificate, then the card or the counter), so the preview of a refund
//   and the refund made agree.
// - A card payment or refund counts as settled only once the processor captured or refunded it;
//   until then it is shown as pending, and the processor invariant leaves it out.
// - A friend's share is paid only once its payment is captured; until then it is due by the
//   split's deadline.

/** How money was paid or given back. */
export const TENDERS = ['card', 'gift-certificate', 'credit-book', 'cash', 'card-present', 'friend-share'] as const;
/** One of TENDERS. */
export type Tender = (typeof TENDERS)[number];

/** Tenders that move money through the payment processor (its ledger shows them). */
const PROCESSOR_TENDERS: readonly Tender[] = ['card', 'friend-share'];
/** Tenders paid and given back at the course's counter. */
export const COUNTER_TENDERS: readonly Tender[] = ['cash', 'card-present'];

/** A card as the processor vaulted it. */
export interface CardRef {
  brand: string;
  lastFour: string;
}

/** What a payment or a refund was for ('refund': staff's custom refund; 'rain-check': a credit staff issued). */
export const MONEY_SOURCES = [
  'booking',
  'check-in',
  'share',
  'lead-charged',
  'cancellation',
  'refund',
  'rain-check',
] as const;
type MoneySource = (typeof MONEY_SOURCES)[number];

/** Whether the processor settled it (counter, gift and credit-book moves are settled when recorded). */
type MoneyState = 'settled' | 'pending' | 'failed';

/** One payment or refund. */
export interface MoneyEntry {
  tender: Tender;
  amountCents: number;
  /** When (ISO instant). */
  at: string;
  card: CardRef | null;
  /** The player slot it belongs to (a friend's share, a check-in's first slot), when one. */
  slot: number | null;
  source: MoneySource;
  state: MoneyState;
}

/** A friend's share still to be paid. */
export interface FriendDue {
  slot: number;
  amountCents: number;
  /** The split's deadline (ISO instant). */
  dueBy: string;
}

/** The money of a reservation or an order. */
export interface MoneyView {
  currencyCode: string;
  paid: MoneyEntry[];
  refunded: MoneyEntry[];
  /** Everything paid (pending card payments included). */
  paidCents: number;
  /** Everything refunded or being refunded (failed refunds left out). */
  refundedCents: number;
  /** paid − refunded: what the course keeps. */
  netCents: number;
  dueAtCourseCents: number;
  dueFromFriends: FriendDue[];
  dueFromFriendsCents: number;
}

/** How an order was paid at booking. */
export interface OrderTenders {
  /** What the booker paid at booking, all tenders (the order's paidNow). */
  paidNow: number;
  giftCertificatePaid: number;
  creditBookPaid: number;
  card: CardRef | null;
  /** The processor's payment of the card part (null: no card payment). */
  paymentId: string | null;
  /** Whether the processor captured the card part (false: only authorised so far). */
  captured: boolean;
  /** A staff booking paid at the counter: how. */
  counter: 'cash' | 'card-present' | null;
}

const iso = (at: Date | string) => (typeof at === 'string' ? at : at.toISOString());
const sum = (entries: readonly { amountCents: number }[]) =>
  entries.reduce((total, entry) => total + entry.amountCents, 0);

/** The tender of the part an order paid neither by credit book nor gift certificate. */
function restTender(order: OrderTenders): Tender {
  return order.paymentId === null && order.counter ? order.counter : 'card';
}

/**
 * What a booking paid, by tender: `amountCents` of the order's paidNow (the whole of it for a
 * one-reservation order) taken from its credit book, then its gift certificate, then the rest.
 */
export function bookingPayments(order: OrderTenders, amountCents: number, at: Date | string): MoneyEntry[] {
  const entries: MoneyEntry[] = [];
  let left = Math.max(0, amountCents);
  const take = (tender: Tender, available: number, card: CardRef | null, state: MoneyState) => {
    const amount = Math.min(left, Math.max(0, available));
    if (amount <= 0) return;
    entries.push({ tender, amountCents: amount, at: iso(at), card, slot: null, source: 'booking', state });
    left -= amount;
  };
  take('credit-book', order.creditBookPaid, null, 'settled');
  take('gift-certificate', order.giftCertificatePaid, null, 'settled');
  const rest = restTender(order);
  take(rest, left, rest === 'card' ? order.card : null, rest === 'card' && !order.captured ? 'pending' : 'settled');
  return entries;
}

/** A cancellation event as stored: its refund and where parts of it went. */
export interface CancellationFacts {
  amountCents: number;
  giftCents: number;
  creditBookCents: number;
  /** refund_pending / refunded / refund_failed / refunded_at_counter, or null (nothing for the card). */
  paymentStatus: string | null;
  createdAt: Date | string;
  slots: readonly number[];
}

const refundState = (status: string | null): MoneyState =>
  status === 'refund_pending' ? 'pending' : status === 'refund_failed' ? 'failed' : 'settled';

/** Where a cancellation's refund went: the credit book, the gift certificate, then the card or the counter. */
export function cancellationRefunds(event: CancellationFacts, order: OrderTenders): MoneyEntry[] {
  const at = iso(event.createdAt);
  const slot = event.slots.length === 1 ? (event.slots[0] ?? null) : null;
  const entries: MoneyEntry[] = [];
  if (event.creditBookCents > 0)
    entries.push({
      tender: 'credit-book',
      amountCents: event.creditBookCents,
      at,
      card: null,
      slot,
      source: 'cancellation',
      state: 'settled',
    });
  if (event.giftCents > 0)
    entries.push({
      tender: 'gift-certificate',
      amountCents: event.giftCents,
      at,
      card: null,
      slot,
      source: 'cancellation',
      state: 'settled',
    });
  const rest = event.amountCents - event.giftCents - event.creditBookCents;
  if (rest > 0) {
    const atCounter = event.paymentStatus === 'refunded_at_counter';
    const tender: Tender = atCounter ? (order.counter ?? 'cash') : 'card';
    entries.push({
      tender,
      amountCents: rest,
      at,
      card: tender === 'card' ? order.card : null,
      slot,
      source: 'cancellation',
      state: atCounter ? 'settled' : refundState(event.paymentStatus),
    });
  }
  return entries;
}

/** A staff credit event as stored: a custom refund to one tender, or a rain check issued as a credit. */
export interface CreditFacts {
  kind: 'refunded' | 'rain-check';
  /** The tender given back to (a refund), or the credit issued (a rain check: gift-certificate or credit-book). */
  tender: Tender;
  amountCents: number;
  /** A card refund's processor status (refund_pending / refunded / refund_failed); null otherwise. */
  paymentStatus: string | null;
  createdAt: Date | string;
}

/**
 * A custom refund or a rain check as a refunded entry: a card refund is the booking's card and
 * settles when the processor refunded it; the counter, a gift certificate put back and the rain
 * check's new credit are settled when recorded. A rain check counts as given back (credit the
 * golfer holds), so what the course keeps (netCents) falls by it, as it does for a refund.
 */
export function creditEntry(event: CreditFacts, card: CardRef | null): MoneyEntry {
  const byCard = event.kind === 'refunded' && event.tender === 'card';
  return {
    tender: event.tender,
    amountCents: event.amountCents,
    at: iso(event.createdAt),
    card: byCard ? card : null,
    slot: null,
    source: event.kind === 'refunded' ? 'refund' : 'rain-check',
    state: byCard ? refundState(event.paymentStatus) : 'settled',
  };
}

/** A check-in invoice: what pay-and-check-in charged, or one tender of a payment taken at the desk. */
export interface CheckInFacts {
  amountCents: number;
  createdAt: Date | string;
  slots: readonly number[];
  card: CardRef | null;
  paymentStatus: string;
  /** How it was paid: the card (pay-and-check-in, the default), or cash, the counter's terminal or a gift certificate at the desk. */
  tender?: Tender;
}

/** A check-in invoice as a payment: a card one is settled once captured; the desk's tenders are settled when recorded. */
export function checkInPayment(invoice: CheckInFacts): MoneyEntry {
  const tender = invoice.tender ?? 'card';
  const byCard = tender === 'card' || tender === 'card-present';
  return {
    tender,
    amountCents: invoice.amountCents,
    at: iso(invoice.createdAt),
    card: byCard ? invoice.card : null,
    slot: invoice.slots[0] ?? null,
    source: 'check-in',
    state: tender !== 'card' || invoice.paymentStatus === 'captured' ? 'settled' : 'pending',
  };
}

/** One partner slot's share of a split payment. */
export interface ShareFacts {
  slot: number;
  amountCents: number;
  /** open / paying / paid / lead-charged / released / cancelled (a paid share whose player was cancelled is cancelled too). */
  status: string;
  /** When it was captured (a friend's payment, or the lead's card at the deadline); null while unpaid. */
  paidAt: Date | string | null;
  /** Charged to the lead's card at the deadline rather than paid by the friend. */
  byLead: boolean;
  card: CardRef | null;
  refundedCents: number;
  /** When its refund was made (the cancellation of its player), if refunded. */
  refundedAt: Date | string | null;
}

/** A split payment's shares: payments, refunds and what is still due from friends by the deadline. */
export function shareMoney(
  shares: readonly ShareFacts[],
  deadline: Date | string,
  leadCard: CardRef | null,
): { paid: MoneyEntry[]; refunded: MoneyEntry[]; due: FriendDue[] } {
  const paid: MoneyEntry[] = [];
  const refunded: MoneyEntry[] = [];
  const due: FriendDue[] = [];
  for (const share of [...shares].sort((a, b) => a.slot - b.slot)) {
    const byLead = share.byLead;
    const paidAt = share.paidAt;
    const captured =
      paidAt !== null && (share.status === 'paid' || share.status === 'lead-charged' || share.status === 'cancelled');
    if (captured) {
      const tender: Tender = byLead ? 'card' : 'friend-share';
      const card = byLead ? leadCard : share.card;
      paid.push({
        tender,
        amountCents: share.amountCents,
        at: iso(paidAt),
        card,
        slot: share.slot,
        source: byLead ? 'lead-charged' : 'share',
        state: 'settled',
      });
      if (share.refundedCents > 0)
        refunded.push({
          tender,
          amountCents: share.refundedCents,
          at: iso(share.refundedAt ?? paidAt),
          card,
          slot: share.slot,
          source: 'share',
          state: 'settled',
        });
    } else if (share.status === 'open' || share.status === 'paying') {
      due.push({ slot: share.slot, amountCents: share.amountCents, dueBy: iso(deadline) });
    }
  }
  return { paid, refunded, due };
}

/** The view from its entries: totals, entries by date. */
export function moneyView(input: {
  currencyCode: string;
  paid: readonly MoneyEntry[];
  refunded: readonly MoneyEntry[];
  dueAtCourseCents: number;
  dueFromFriends: readonly FriendDue[];
}): MoneyView {
  const byDate = (a: MoneyEntry, b: MoneyEntry) => a.at.localeCompare(b.at);
  const paid = [...input.paid].filter((entry) => entry.amountCents > 0).sort(byDate);
  const refunded = [...input.refunded].filter((entry) => entry.amountCents > 0).sort(byDate);
  const paidCents = sum(paid);
  const refundedCents = sum(refunded.filter((entry) => entry.state !== 'failed'));
  const dueFromFriends = [...input.dueFromFriends].sort((a, b) => a.slot - b.slot);
  return {
    currencyCode: input.currencyCode,
    paid,
    refunded,
    paidCents,
    refundedCents,
    netCents: paidCents - refundedCents,
    dueAtCourseCents: Math.max(0, input.dueAtCourseCents),
    dueFromFriends,
    dueFromFriendsCents: sum(dueFromFriends),
  };
}

/** Several views as one (an order's reservations and its store items). */
export function combineMoneyViews(currencyCode: string, views: readonly MoneyView[]): MoneyView {
  return moneyView({
    currencyCode,
    paid: views.flatMap((view) => view.paid),
    refunded: views.flatMap((view) => view.refunded),
    dueAtCourseCents: views.reduce((total, view) => total + view.dueAtCourseCents, 0),
    dueFromFriends: views.flatMap((view) => view.dueFromFriends),
  });
}

/** The total paid (or refunded) by each tender. */
export function byTender(
  entries: readonly MoneyEntry[],
): { tender: Tender; amountCents: number; card: CardRef | null }[] {
  const totals: { tender: Tender; amountCents: number; card: CardRef | null }[] = [];
  for (const entry of entries) {
    if (entry.state === 'failed') continue;
    const key = (other: { tender: Tender; card: CardRef | null }) =>
      other.tender === entry.tender && other.card?.lastFour === entry.card?.lastFour;
    const found = totals.find(key);
    if (found) found.amountCents += entry.amountCents;
    else totals.push({ tender: entry.tender, amountCents: entry.amountCents, card: entry.card });
  }
  return totals;
}

/** A part of a refund and where it goes. */
export interface RefundPart {
  tender: Tender;
  amountCents: number;
  card: CardRef | null;
}

/**
 * Where a refund of `amountCents` of what the booker paid at booking will go, before it is made:
 * the credit book, then the gift certificate, then the booking's card or counter, each never above
 * what is left of it (what it paid at booking less what was given back to it).
 */
export function refundDestinations(view: MoneyView, amountCents: number): RefundPart[] {
  const booking = view.paid.filter((entry) => entry.source === 'booking');
  // What is left of a tender: what it paid at booking less what cancellations and refunds gave back to it.
  const leftOf = (tender: Tender) =>
    sum(booking.filter((entry) => entry.tender === tender)) -
    sum(
      view.refunded.filter(
        (entry) =>
          entry.tender === tender &&
          (entry.source === 'cancellation' || entry.source === 'refund') &&
          entry.state !== 'failed',
      ),
    );
  const rest = booking.find((entry) => entry.tender !== 'credit-book' && entry.tender !== 'gift-certificate');
  const order: { tender: Tender; card: CardRef | null }[] = [
    { tender: 'credit-book', card: null },
    { tender: 'gift-certificate', card: null },
    ...(rest ? [{ tender: rest.tender, card: rest.card }] : []),
  ];
  const parts: RefundPart[] = [];
  let left = Math.max(0, amountCents);
  for (const { tender, card } of order) {
    const amount = Math.min(left, Math.max(0, leftOf(tender)));
    if (amount > 0) parts.push({ tender, amountCents: amount, card });
    left -= amount;
  }
  return parts;
}

/**
 * What the processor holds for this view, settled only: card and friends' payments captured less
 * their refunds made. It equals the processor's ledger (captures − refunds) of the same payments.
 */
export function processorNetCents(view: MoneyView): number {
  const settled = (entries: readonly MoneyEntry[]) =>
    sum(entries.filter((entry) => entry.state === 'settled' && PROCESSOR_TENDERS.includes(entry.tender)));
  return settled(view.paid) - settled(view.refunded);
}

/** How a partner's slot stands for the lead: paid only once their share is captured, else due by the deadline. */
export function partnerShareState(
  share: { status: string; dueBy: string } | undefined,
): { paid: boolean; dueBy: string | null } | null {
  if (!share) return null;
  if (share.status === 'paid' || share.status === 'lead-charged') return { paid: true, dueBy: null };
  if (share.status === 'open' || share.status === 'paying') return { paid: false, dueBy: share.dueBy };
  return { paid: false, dueBy: null };
}
