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
}

/** Puts up to `amount` of a refund back on the gift certificates an order was paid with (in the caller's transaction) and says how much. */
export interface GiftRefunds {
  restore(tx: Database, input: { orderId: string; amount: number; now: Date }): Promise<number>;
}
