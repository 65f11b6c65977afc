import type { TeeSheetReservation } from '@fairway/contract/admin.contract';

/**
 * A party's money as the sheet, the starter sheet and the desk read it: the ledger-backed money
 * view where the answer has one (a partner's sale has none: its own figures). Paid is what the
 * course keeps after refunds; due counts friends' shares still owed as well as the course's.
 */
export function partyMoneyOf(reservation: TeeSheetReservation) {
  const { money } = reservation;
  if (money)
    return {
      paid: money.netCents,
      refunded: money.refundedCents,
      due: money.dueAtCourseCents + money.dueFromFriendsCents,
      dueAtCourse: money.dueAtCourseCents,
    };
  return {
    paid: reservation.paidNow + reservation.paidAtCheckIn - reservation.refunded,
    refunded: reservation.refunded,
    due: reservation.dueAtCourse,
    dueAtCourse: reservation.dueAtCourse,
  };
}
