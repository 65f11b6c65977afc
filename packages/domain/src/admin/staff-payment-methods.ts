/**
 * How a booking made from the operator's tee sheet is paid: cash or a card on the counter's own
 * terminal (both recorded as paid in full, no processor involved), or everything due at the course.
 */
export const STAFF_PAYMENT_METHODS = ['cash', 'card-present', 'pay-at-course'] as const;
export type StaffPaymentMethod = (typeof STAFF_PAYMENT_METHODS)[number];

/** Whether the method settles the booking now (at the counter), rather than at the course. */
export function paidAtCounter(method: StaffPaymentMethod): boolean {
  return method !== 'pay-at-course';
}
