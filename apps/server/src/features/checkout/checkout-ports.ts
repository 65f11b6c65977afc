import type { OrderGiftCertificate, OrderMembership } from '@fairway/contract/checkout.contract';
import type { UnpaidSharePolicy } from '@fairway/domain/invitations/share-statuses';
import type { PartnerShare } from '@fairway/domain/invitations/split-shares';
import type { Database } from '../../db/client.ts';
import type { CartRow } from '../../db/schema/cart.ts';
import type { BookingEngineRow, FacilityRow } from '../../db/schema/facilities.ts';
import type { ReleaseCheckoutLimit } from '../../shared/release-gate.ts';

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
  /** Booked players plus unexpired holds other than these holders', in one statement. */
  taken(tx: Database, facilityId: number, teeTime: string, now: Date, exceptHolders: string[]): Promise<number>;
  /** Whether an operator's block closes the time (takes the course's share lock until commit). */
  blocked(tx: Database, facilityId: number, teeTime: string): Promise<boolean>;
  /**
   * Locks the tee time's capacity row, then its course's row for share, and reads under those
   * locks whether a block closes the time and `taken` as `taken` counts it: two statements in one
   * write (a cart's only tee time).
   */
  lockForSale(tx: Database, facilityId: number, teeTime: string, now: Date, exceptHolders: string[]): Promise<{ blocked: boolean; taken: number }>;
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

/** A cart item as the store sees it. */
export interface StoreCartItem {
  id: string;
  type: string;
  facilityId: number | null;
  extra: unknown;
}

/** The memberships and gift certificates some orders bought, each with its order's id. */
export interface OrderPurchases {
  memberships: (OrderMembership & { orderId: string })[];
  giftCertificates: (OrderGiftCertificate & { orderId: string })[];
}

/** The store's catalogue (memberships, gift certificates): re-pricing and what an order bought. */
export interface StorePort {
  /** The items with store items re-priced from today's catalogue; throws when one can no longer be sold. */
  reprice<T extends StoreCartItem>(tx: Database, items: T[], facilities: Map<number, FacilityRow>, customerId: number | null, now: Date): Promise<T[]>;
  /** Records the memberships and gift certificates of a booked order, in the booking transaction; answers them as the order lists them. */
  fulfil(tx: Database, input: { orderId: string; customerId: number | null; currencyCode: string; now: Date; entries: { item: StoreCartItem; facility: FacilityRow }[] }): Promise<OrderPurchases>;
  /** What these orders bought from the store (their confirmation and the Orders list show it). */
  purchasesOf(db: Database, orderIds: string[]): Promise<OrderPurchases>;
  /** The facilities where the golfer holds an active membership (member labels on their tee times). */
  memberFacilities(db: Database, customerId: number): Promise<number[]>;
  /** The gift certificate a typed code names at this engine (delivered, with a balance), or null. */
  giftTender(db: Database, engine: BookingEngineRow, code: string): Promise<{ id: string; balance: number; currencyCode: string } | null>;
  /** Takes an amount from a certificate for an order in the booking transaction; false when its balance no longer covers it. */
  redeemGift(tx: Database, input: { giftCertificateId: string; amount: number; orderId: string; now: Date }): Promise<boolean>;
}

/** A reservation booked with "each player pays their own share", as the invitations area keeps it. */
export interface OpenSplitInput {
  reservationId: string;
  bookingEngineId: number;
  deadline: Date;
  unpaidShares: UnpaidSharePolicy;
  currencyCode: string;
  leadCardToken: string | null;
  guaranteePaymentId: string | null;
  shares: PartnerShare[];
  now: Date;
}

/** A member's credit book as checkout pays with it (from the pro profile). */
export interface CreditBookTender {
  id: string;
  name: string;
  kind: 'rounds' | 'amount';
  remaining: number;
  expiresOn: string | null;
  facilityId: number;
}

/** The pro profile's credit books: which can pay, and taking a booking's part from one. */
export interface CreditBooksPort {
  /** The golfer's books that can pay today at these facilities (none when the engine hides credit books). */
  usable(db: Database, engine: BookingEngineRow, customerId: number, facilityIds: number[], now: Date): Promise<CreditBookTender[]>;
  /** Locks the golfer's book in the booking transaction; null when it can no longer pay. */
  lock(tx: Database, bookingEngineId: number, bookId: string, customerId: number, now: Date): Promise<CreditBookTender | null>;
  /** Records what each reservation took from the book. */
  use(tx: Database, bookId: string, uses: { reservationId: string; orderId: string; quantity: number; cents: number; slots: number[]; description: string }[], now: Date): Promise<void>;
}

/** Everything checkout borrows from other features. */
export interface CheckoutPorts {
  /** The actor's cart, or 404 (another golfer's, another engine's, or an expired anonymous one). */
  ownedCart(db: Database, actor: CheckoutActor, cartId: string, forUpdate?: boolean): Promise<CartRow>;
  capacity: CapacityPort;
  /** The holders whose holds a cart item carries (its own hold and the cart's lock on the tee time). */
  holdersOf(cartId: string, item: { id: string; facilityId: number | null; teetime?: string }): string[];
  /** The store's pricing and fulfilment; without it store items cannot be checked out. */
  store?: StorePort;
  /** The mailer writing to `db`'s outbox: the confirmation is written in the booking's transaction, so a booking never commits without it. */
  mailerFor(db: Database): { send(message: CheckoutMail): Promise<void> };
  /** Records a split reservation's shares in the booking transaction (from invitations); without it nothing can be split. */
  splitPayment?: { open(tx: Database, input: OpenSplitInput): Promise<void> };
  /** Members' credit books (from the pro profile); without it no book pays. */
  creditBooks?: CreditBooksPort;
  /** Signed "manage booking" links of a guest order's reservations, by reservation id (from reservations). */
  /** Bookings per golfer on a released day (from the release queue); without it no limit. */
  releaseLimit?: ReleaseCheckoutLimit;
  manageLinks?(engine: BookingEngineRow, origin: string, reservations: { reservationId: string; teetime: string; timeZone: string }[]): Promise<Record<string, string>>;
}
