import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';

// What reservations needs from other areas (mail, the store's gift certificates). Features do not import each other, so
// apps/server/src/routes/reservations.ts hands it in.

/** A message with attachments, as the mail feature sends it. */
export interface ReservationMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  template: string;
  language: string;
  bookingEngineId: number | null;
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** What the reservation use cases run with. */
export interface ReservationsDeps {
  app: FastifyInstance;
  mailer: { send(message: ReservationMail): Promise<void> };
  giftRefunds: GiftRefunds;
  /** Called once a cancellation freeing slots committed (the tee-time alerts react at once). */
  slotsOpened(): void;
  /** A split payment's shares (from invitations); absent: every slot was paid by the booker. */
  splitShares?: SplitShares;
  /** Members' credit books (from the pro profile); absent: no booking was paid with one. */
  creditBookRefunds?: CreditBookRefunds;
}

/** A refund owed to whoever paid a cancelled player's share. */
export interface ShareRefund {
  shareId: string;
  paymentId: string;
  amountCents: number;
}

/** How cancelling players of a split reservation moves its shares. */
export interface SplitShares {
  /**
   * In the cancellation's transaction: the cancelled slots' shares end (open ones are no longer
   * due; paid ones are refunded their `refundable` part to whoever paid them). Returns the slots
   * the booker paid for (their card's refund), or null when the reservation was not split.
   */
  cancel(tx: Database, input: { reservationId: string; slots: number[]; refundable: ReadonlyMap<number, number>; now: Date }): Promise<{ bookerSlots: number[]; refunds: ShareRefund[] } | null>;
  /** After the commit: refunds the shares and, once nothing is left to guarantee, voids the guarantee. */
  settle(app: FastifyInstance, reservationId: string, eventId: number, refunds: ShareRefund[]): Promise<void>;
}

/** Puts up to `amount` of a refund back on the gift certificates an order was paid with (in the caller's transaction) and says how much. */
export interface GiftRefunds {
  restore(tx: Database, input: { orderId: string; amount: number; now: Date }): Promise<number>;
}

/** Gives back to the credit books that paid a reservation what its cancelled players took (in the caller's transaction); says how many cents. */
export interface CreditBookRefunds {
  restore(tx: Database, input: { orderId: string; reservationId: string; slots: number[]; refundBySlot: ReadonlyMap<number, number>; amount: number }): Promise<number>;
}
