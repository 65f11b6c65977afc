import type { ReservationSummary } from '@fairway/contract/reservations.contract';

// A friend who accepted an invitation sees the round, not the booking: who plays when and where,
// with the lead's first name; never the booker's contact, money, card, order, notes or actions.

/** The booker's summary as an invitee may see it. */
export function inviteeSummary(summary: ReservationSummary): ReservationSummary {
  return {
    ...summary,
    Customer: { Email: '', FirstName: summary.Customer.FirstName, LastName: '', Phone: '' },
    BookingSlots: summary.BookingSlots.map((slot) => ({ ...slot, dueAtCourse: 0, refundable: 0, shareDueBy: null })),
    featuredProductsInvoice: [],
    notes: '',
    orderId: '',
    orderNumber: '',
    paidNow: 0,
    friendsShare: 0,
    dueAtCourse: 0,
    refunded: 0,
    paidAtCheckIn: 0,
    card: null,
    money: null,
    actions: {
      cancel: { ...summary.actions.cancel, allowed: false },
      checkIn: { ...summary.actions.checkIn, windowOpen: false, canCheckIn: false, canPayAndCheckIn: false },
    },
    viewer: 'invitee',
    invitedBy: summary.Customer.FirstName,
  };
}
