import type { Database } from '../../db/client.ts';
import type { CartRow } from '../../db/schema/cart.ts';
import type { BookingEngineRow } from '../../db/schema/facilities.ts';

// What checkout needs from other areas (cart, mail). Features do not import each other, so
// apps/server/src/routes/checkout.ts hands these in, built from the cart and mail features.

/** Who is checking out: the engine, the signed-in customer (or null) and the app clock. */
export interface CheckoutActor {
  engine: BookingEngineRow;
  customerId: number | null;
  now: Date;
}

/** The cart's capacity rules: the same row lock and counts that cart holds use. */
export interface CapacityPort {
  /** Locks the tee time's capacity row inside the caller's transaction. */
  lock(tx: Database, facilityId: number, teeTime: string): Promise<void>;
  booked(tx: Database, facilityId: number, teeTime: string): Promise<number>;
  /** Unexpired holds other than these holders'. */
  held(tx: Database, facilityId: number, teeTime: string, now: Date, exceptHolders: string[]): Promise<number>;
}

/** A message with attachments, as the mail feature sends it. */
export interface CheckoutMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  template: string;
  language: string;
  bookingEngineId: number | null;
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** Everything checkout borrows from other features. */
export interface CheckoutPorts {
  /** The actor's cart, or 404 (another golfer's, another engine's, or an expired anonymous one). */
  ownedCart(db: Database, actor: CheckoutActor, cartId: string, forUpdate?: boolean): Promise<CartRow>;
  capacity: CapacityPort;
  /** The holders whose holds a cart item carries (its own hold and the cart's lock on the tee time). */
  holdersOf(cartId: string, item: { id: string; facilityId: number | null; teetime?: string }): string[];
  deleteHolds(tx: Database, holders: string[]): Promise<void>;
  mailer: { send(message: CheckoutMail): Promise<void> };
}
