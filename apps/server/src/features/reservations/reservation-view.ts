import type { BookingSlot, ReservationDetail, ReservationSummary } from '@fairway/contract/reservations.contract';
import type { FacilitySettings } from '@fairway/contract/facility-settings.contract';
import { canCancelOnline, cancellationDeadline } from '@fairway/domain/reservations/cancellation-window';
import { checkInEligibility, isCheckInWindowOpen } from '@fairway/domain/reservations/check-in';
import { playerAmounts, refundablePaidNow, type PlayerAmounts } from '@fairway/domain/reservations/player-amounts';
import { reservationListOf, teeTimeInstant } from '@fairway/domain/reservations/reservation-lists';
import {
  checkInFactsOf,
  reservationStatusOf,
  type PlayerSlotState,
} from '@fairway/domain/reservations/reservation-status';
import type { ReservationEventRow, ReservationPlayerRow } from '../../db/schema/reservations.ts';
import type { MoneyView } from '@fairway/domain/payments/money-view';
import { partnerShareState } from '@fairway/domain/payments/money-view';
import { inviteeSummary } from './invitee-view.ts';
import { friendsShareOf, reservationMoney, type MoneyFacts, type SplitFacts } from './reservation-money.ts';
import type { ReservationRecord } from './reservations.repository.ts';
import { type StoredInvoiceLine, toInvoice } from '../checkout/checkout.public.ts';
import { required } from '@fairway/domain/shared/required';

// A reservation's state, computed from its rows with the domain rules: the one place that turns
// stored facts (slots, events, the booking invoice) into what the API answers.

/** Everything known about one reservation. */
export interface ReservationState {
  record: ReservationRecord;
  slots: PlayerSlotState[];
  amounts: PlayerAmounts[];
  refundable: number;
  refunded: number;
  paidAtCheckIn: number;
  events: ReservationEventRow[];
  featuredProducts: { name: string; quantity: number; amount: number }[];
  /** Accepted invitees by the partner slot they fill. */
  invitees: { slot: number; name: string }[];
  /** Who is looking: the booker, or a friend who accepted an invitation (a read-only, redacted view). */
  viewer: 'booker' | 'invitee';
  /** The invitee's accepted invitation, when known (their calendar entry's UID). */
  invitationId?: string;
  /** The ledger-backed money: paid and refunded by tender, due at the course and from friends. */
  money: MoneyView;
  /** A split payment's shares, when each player pays their own. */
  split: SplitFacts | null;
}

/** Builds the state of a reservation from its rows. */
export function reservationState(
  record: ReservationRecord,
  players: ReservationPlayerRow[],
  events: ReservationEventRow[],
  featuredProducts: ReservationState['featuredProducts'],
  invitees: ReservationState['invitees'] = [],
  facts?: MoneyFacts,
): ReservationState {
  const count = record.reservation.players;
  const invoice = record.invoice;
  const refundable = invoice
    ? refundablePaidNow(invoice.lines as StoredInvoiceLine[], record.facility.taxRateBps, invoice.dueNow)
    : 0;
  const cancelledWhole = record.reservation.status === 'cancelled';
  const slots = Array.from({ length: count }, (_, index) => {
    const row = players.find((entry) => entry.slot === index + 1);
    return {
      slot: index + 1,
      cancelled: cancelledWhole || Boolean(row?.cancelledAt),
      checkedIn: Boolean(row?.checkedInAt),
      paidAtCourse: Boolean(row?.paidAtCourseAt),
    };
  });
  const sum = (kind: ReservationEventRow['kind']) =>
    events.filter((event) => event.kind === kind).reduce((total, event) => total + event.amountCents, 0);
  const base = {
    record,
    slots,
    amounts: playerAmounts({ players: count, refundable, dueAtCourse: invoice?.dueAtCourse ?? 0 }),
    refundable,
    // What cancellations, staff's custom refunds and rain checks gave back: a later cancellation refunds only the rest.
    refunded: sum('cancelled') + sum('refunded') + sum('rain-check'),
    paidAtCheckIn: sum('paid-at-check-in'),
    events,
    featuredProducts,
    invitees,
    viewer: 'booker' as const,
    split: facts?.split ?? null,
  };
  return { ...base, money: reservationMoney(base, facts) };
}

function bookingSlots(state: ReservationState, refundGreenFees: boolean): BookingSlot[] {
  return state.slots.map((slot) => {
    const share = required(
      state.amounts.find((entry) => entry.slot === slot.slot),
      `the amounts of slot ${slot.slot}`,
    );
    // A split payment's partner: paid only once their share is captured, else due by the deadline.
    const friend = state.split?.shares.find((entry) => entry.slot === slot.slot);
    const shareState = partnerShareState(
      friend && state.split ? { status: friend.status, dueBy: state.split.deadline.toISOString() } : undefined,
    );
    const paid = shareState
      ? shareState.paid && (slot.paidAtCourse || share.dueAtCourse === 0)
      : slot.paidAtCourse || share.dueAtCourse === 0;
    return {
      slot: slot.slot,
      status: slot.cancelled ? 'cancelled' : slot.checkedIn ? 'checked-in' : 'booked',
      paid,
      dueAtCourse: slot.cancelled || slot.paidAtCourse || share.dueAtCourse === 0 ? 0 : share.dueAtCourse,
      refundable: slot.cancelled || !refundGreenFees ? 0 : share.refundable,
      name: state.invitees.find((invitee) => invitee.slot === slot.slot)?.name ?? null,
      shareDueBy: slot.cancelled ? null : (shareState?.dueBy ?? null),
    };
  });
}

/** The check-in window of a reservation: when it opens and closes (ISO), and whether it is open now. */
export function checkInWindowOf(state: ReservationState, settings: FacilitySettings, now: Date) {
  const { reservation, facility } = state.record;
  const start = teeTimeInstant(reservation.teetime, facility.timeZone);
  return {
    open:
      isCheckInWindowOpen(reservation.teetime, facility.timeZone, now, settings.smartPlay) &&
      reservationStatusOf(state.slots) !== 'cancelled',
    opensAt: settings.smartPlay.checkIn
      ? new Date(start - settings.smartPlay.checkInWindow * 3_600_000).toISOString()
      : null,
    closesAt: new Date(start).toISOString(),
  };
}

/** The reservation as history items show it. */
export function toSummary(state: ReservationState, settings: FacilitySettings, now: Date): ReservationSummary {
  const summary = bookerSummary(state, settings, now);
  return state.viewer === 'invitee' ? inviteeSummary(summary) : summary;
}

function bookerSummary(state: ReservationState, settings: FacilitySettings, now: Date): ReservationSummary {
  const { reservation, order, facility, invoice } = state.record;
  const { onlineCancellationHours, refundGreenFees } = settings.reservations;
  const slots = bookingSlots(state, refundGreenFees);
  const status = reservationStatusOf(state.slots);
  const active = state.slots.filter((slot) => !slot.cancelled);
  const facts = checkInFactsOf(state.slots, state.amounts);
  const eligibility = checkInEligibility(facts);
  const window = checkInWindowOf(state, settings, now);
  const cancellable =
    active.some((slot) => !slot.checkedIn) &&
    canCancelOnline(reservation.teetime, facility.timeZone, now, onlineCancellationHours);
  // A split payment: the order's card paid only the booker's part; the rest is the other players' shares.
  const friendsShare = state.split
    ? friendsShareOf({ checkIns: [], split: state.split, captured: false, counter: null })
    : 0;
  const paidAtBooking = state.money.paid
    .filter((entry) => entry.source === 'booking')
    .reduce((total, entry) => total + entry.amountCents, 0);
  return {
    ReservationID: reservation.id,
    Invoice: { Time: reservation.teetime, FacilityID: facility.id, PlayerCount: active.length },
    BookingSlots: slots,
    Customer: { Email: order.email, FirstName: order.firstName, LastName: order.lastName, Phone: order.phone },
    confirmationNumber: reservation.confirmationNumber,
    totalPlayers: active.length,
    teetimes: [
      {
        teetime: reservation.teetime,
        players: active.length,
        rateName: reservation.rateName,
        holes: reservation.holes,
        transportation: reservation.transportation,
      },
    ],
    featuredProductsInvoice: state.featuredProducts,
    list: reservationListOf({ teetime: reservation.teetime, timeZone: facility.timeZone }, now),
    status,
    facility: {
      id: facility.id,
      gnFacilityId: facility.gnFacilityId,
      name: facility.name,
      timeZone: facility.timeZone,
      phone: facility.phone,
    },
    teetime: reservation.teetime,
    rateName: reservation.rateName,
    holes: reservation.holes,
    notes: reservation.notes,
    orderId: order.id,
    orderNumber: order.orderNumber,
    currencyCode: invoice?.currencyCode ?? order.currencyCode,
    paidNow: paidAtBooking,
    friendsShare,
    dueAtCourse: state.money.dueAtCourseCents,
    refunded: state.money.refundedCents,
    paidAtCheckIn: state.paidAtCheckIn,
    card:
      order.cardBrand && order.cardLastFour
        ? { brand: order.cardBrand as NonNullable<ReservationSummary['card']>['brand'], lastFour: order.cardLastFour }
        : null,
    money: state.money,
    actions: {
      cancel: {
        allowed: status !== 'cancelled' && cancellable,
        deadline: cancellationDeadline(reservation.teetime, facility.timeZone, onlineCancellationHours).toISOString(),
        onlineCancellationHours,
        refundGreenFees,
        coursePhone: facility.phone,
      },
      checkIn: { windowOpen: window.open, opensAt: window.opensAt, ...eligibility },
    },
    viewer: 'booker',
    invitedBy: null,
  };
}

/** The reservation with its booking invoice and events. */
export function toDetail(state: ReservationState, settings: FacilitySettings, now: Date): ReservationDetail {
  const { reservation, invoice } = state.record;
  if (state.viewer === 'invitee') return { ...toSummary(state, settings, now), invoice: null, events: [] };
  return {
    ...toSummary(state, settings, now),
    invoice: invoice ? toInvoice(invoice) : null,
    events: [
      {
        kind: 'booked' as const,
        at: reservation.createdAt.toISOString(),
        slots: state.slots.map((slot) => slot.slot),
        amount: invoice?.dueNow ?? 0,
        reason: null,
      },
      ...state.events.map((event) => ({
        kind: event.kind,
        at: event.createdAt.toISOString(),
        slots: event.slots,
        amount: event.amountCents,
        reason: event.reason,
      })),
    ],
  };
}
