// The console's audit log: every action code the server writes, in one list. The server's
// `auditStaffAction` takes only these, and the Activity describer knows each of them, so an entry
// can never reach the console as a raw code.

/** Every action the admin audit log holds, grouped by area (`<area>.<verb>`). */
export const ACTIVITY_CODES = [
  'session.sign-in',
  'session.sign-in-failed',
  'session.sign-out',
  'reservation.book',
  'reservation.price-override',
  'reservation.move',
  'reservation.cancel',
  'reservation.desk-payment',
  'reservation.refund',
  'reservation.rain-check',
  'player.check-in',
  'player.no-show',
  'player.attendance-undone',
  'block.create',
  'block.delete',
  'rate.create',
  'rate.update',
  'dynamic-pricing.update',
  'promotion.create',
  'promotion.update',
  'membership-plan.create',
  'membership-plan.update',
  'product.create',
  'product.update',
  'gift-certificates.update',
  'settings.update',
  'settings.image-upload',
  'staff.create',
  'staff.update',
  'needs-attention.retry',
  'waitlist.offer',
  'message.send',
  'counter-sale.sell',
] as const;
export type ActivityCode = (typeof ACTIVITY_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ACTIVITY_CODES);

/** Whether a stored action is one the describer knows. */
export function isActivityCode(action: string): action is ActivityCode {
  return KNOWN.has(action);
}
