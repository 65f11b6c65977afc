import { readStored, writeStored } from '../browser/safe-storage.ts';

/** A payment waiting for the gateway's authentication page (SPEC §4 redirect-required). */
export interface PendingPayment {
  cartId: string;
  idempotencyKey: string;
  paymentId: string;
  /** The due-now total the golfer agreed to, in cents. */
  invoiceTotalAmount: number;
  /** The promotion code of the cart (for the analytics purchase event). */
  coupon: string | null;
}

const PENDING_PAYMENT_KEY = 'fairway.pendingPayment';

/** Remembers the payment across the redirect to the challenge page and back. */
export function savePendingPayment(payment: PendingPayment): void {
  writeStored('sessionStorage', PENDING_PAYMENT_KEY, JSON.stringify(payment));
}

/** The remembered payment, or null when there is none (or storage was unreadable). */
export function readPendingPayment(): PendingPayment | null {
  const raw = readStored('sessionStorage', PENDING_PAYMENT_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingPayment>;
    if (
      typeof value.cartId !== 'string' ||
      typeof value.idempotencyKey !== 'string' ||
      typeof value.paymentId !== 'string'
    )
      return null;
    return {
      cartId: value.cartId,
      idempotencyKey: value.idempotencyKey,
      paymentId: value.paymentId,
      invoiceTotalAmount: Number(value.invoiceTotalAmount ?? 0),
      coupon: typeof value.coupon === 'string' ? value.coupon : null,
    };
  } catch {
    return null;
  }
}

/** Forgets the remembered payment (finalised, declined or abandoned). */
export function clearPendingPayment(): void {
  writeStored('sessionStorage', PENDING_PAYMENT_KEY, '');
}
