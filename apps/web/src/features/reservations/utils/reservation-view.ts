import type { MoneyViewAnswer } from '@fairway/contract/money-view.contract';
import type { ReservationDetail, ReservationSummary } from '@fairway/contract/reservations.contract';
import type { InvoiceLineKind } from '@fairway/domain/checkout/invoice';
import {
  checkInProgressOf,
  type CheckInProgress,
  type ReservationStatus,
} from '@fairway/domain/reservations/reservation-status';

/** One player of a booking. */
export interface PlayerSlotView {
  slotNumber: number;
  name: string;
  cancelled: boolean;
  checkedIn: boolean;
  paid: boolean;
  /** What cancelling this player refunds now (cents). */
  refundable: number;
  /** A split payment's partner whose share is not captured yet: when it is due (ISO); else null. */
  shareDueBy: string | null;
}

/** One line of the booking's invoice (cents). */
interface InvoiceLineView {
  kind: InvoiceLineKind;
  label: string;
  quantity: number;
  amount: number;
  due: 'now' | 'course';
}

/** What the screens show of one reservation, read from the API's answer. */
export interface ReservationView {
  id: string;
  confirmationNumber: string;
  facilityId: number;
  facilityName: string;
  facilityPhone: string | null;
  timeZone: string;
  /** Facility-local `YYYY-MM-DDTHH:mm`. */
  teetime: string;
  list: 'upcoming' | 'past';
  status: ReservationStatus;
  /** How many of the players still booked checked in (the domain's count the status badge reads: "1 of 2 checked in"). */
  checkInProgress: CheckInProgress;
  /** Players not cancelled. */
  activePlayers: number;
  rateName: string;
  holes: number | null;
  transportation: 'Cart' | 'Walking' | null;
  currencyCode: string;
  /** Paid at booking and at check-in. */
  paid: number;
  /** The other players' shares of a split payment (0 when the booker paid for everyone). */
  friendsShare: number;
  dueAtCourse: number;
  refunded: number;
  notes: string;
  addOns: { name: string; quantity: number; amount: number }[];
  invoiceLines: InvoiceLineView[];
  /** The booking invoice's taxes and total, when the answer carries the invoice. */
  invoiceTotals: { taxes: number; total: number } | null;
  slots: PlayerSlotView[];
  cancellation: { allowed: boolean; deadline: string | null; refundsGreenFee: boolean };
  checkIn: { open: boolean; opensAt: string | null; enabled: boolean };
  /** The booker (or the holder of its manage link), or a friend who accepted an invitation to the round (read-only). */
  viewer: 'booker' | 'invitee';
  /** For an invitee: the party lead's first name. */
  invitedBy: string | null;
  /** The ledger-backed money: paid and refunded by tender, due; null for an invitee. */
  money: MoneyViewAnswer | null;
}

/** A round still to be played: the calendar file and the actions apply. */
export const isLive = (reservation: ReservationView): boolean =>
  reservation.list === 'upcoming' && reservation.status !== 'cancelled';

const ADD_ON_KINDS: readonly InvoiceLineKind[] = ['add-on', 'featured-product'];

/** The view of a history item or a detail (the detail adds its booking invoice). */
export function toReservationView(reservation: ReservationSummary | ReservationDetail): ReservationView {
  const invoice = 'invoice' in reservation ? reservation.invoice : null;
  const lead = `${reservation.Customer.FirstName} ${reservation.Customer.LastName}`.trim();
  const invoiceAddOns = (invoice?.items ?? []).filter((line) => ADD_ON_KINDS.includes(line.kind));
  const slots = reservation.BookingSlots.map((slot) => ({
    slotNumber: slot.slot,
    name: slot.slot === 1 ? lead : (slot.name ?? ''),
    cancelled: slot.status === 'cancelled',
    checkedIn: slot.status === 'checked-in',
    paid: slot.paid,
    refundable: slot.refundable,
    shareDueBy: slot.shareDueBy ?? null,
  }));
  return {
    id: reservation.ReservationID,
    confirmationNumber: reservation.confirmationNumber,
    facilityId: reservation.facility.id,
    facilityName: reservation.facility.name,
    facilityPhone: reservation.actions.cancel.coursePhone ?? reservation.facility.phone,
    timeZone: reservation.facility.timeZone,
    teetime: reservation.teetime,
    list: reservation.list,
    status: reservation.status,
    checkInProgress: checkInProgressOf(slots),
    // A cancelled booking tells how many it was for.
    activePlayers: reservation.status === 'cancelled' ? reservation.BookingSlots.length : reservation.totalPlayers,
    rateName: reservation.rateName,
    holes: reservation.holes,
    transportation: reservation.teetimes[0]?.transportation ?? null,
    currencyCode: reservation.currencyCode,
    // Read from the ledger-backed money view when the answer carries it (the booker's).
    paid: reservation.money ? reservation.money.paidCents : reservation.paidNow + reservation.paidAtCheckIn,
    friendsShare: reservation.friendsShare,
    dueAtCourse: reservation.money ? reservation.money.dueAtCourseCents : reservation.dueAtCourse,
    refunded: reservation.money ? reservation.money.refundedCents : reservation.refunded,
    notes: reservation.notes,
    addOns: [
      ...invoiceAddOns.map((line) => ({ name: line.label, quantity: line.quantity, amount: line.amount })),
      ...reservation.featuredProductsInvoice.filter(
        (product) => !invoiceAddOns.some((line) => line.label === product.name),
      ),
    ],
    invoiceLines: (invoice?.items ?? []).map((line) => ({
      kind: line.kind,
      label: line.label,
      quantity: line.quantity,
      amount: line.amount,
      due: line.due,
    })),
    invoiceTotals: invoice ? { taxes: invoice.totalTaxes, total: invoice.grandTotal.value } : null,
    slots,
    cancellation: {
      allowed: reservation.actions.cancel.allowed,
      deadline: reservation.actions.cancel.deadline,
      refundsGreenFee: reservation.actions.cancel.refundGreenFees,
    },
    checkIn: {
      open: reservation.actions.checkIn.windowOpen,
      opensAt: reservation.actions.checkIn.opensAt,
      enabled: reservation.actions.checkIn.opensAt !== null,
    },
    viewer: reservation.viewer,
    invitedBy: reservation.viewer === 'invitee' ? reservation.invitedBy || reservation.Customer.FirstName : null,
    money: reservation.viewer === 'booker' ? (reservation.money ?? null) : null,
  };
}
