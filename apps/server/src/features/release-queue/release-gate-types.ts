import type { Database } from '../../db/client.ts';
import type { BookingEngineRow, FacilityRow } from '../facilities/facilities.public.ts';

/** A tee-time hold as the release rules see it. */
export interface ReleaseHoldCheck {
  engine: BookingEngineRow;
  facility: FacilityRow;
  /** Local `YYYY-MM-DDTHH:mm`. */
  teeTime: string;
  customerId: number | null;
  cartId: string;
  /** The item being held, not counted against the golfer's limit. */
  itemId: string;
  /** The x-release-ticket header, if sent. */
  ticket: string | null;
  now: Date;
}

/**
 * Refuses a hold the release rules forbid (throws a DomainError): the turn of a fair queue,
 * sign-in, and bookings per golfer on the released day. Runs in the hold's transaction.
 * Wired by app.ts from the release-queue feature, so the cart does not import it.
 */
export type ReleaseGate = (tx: Database, check: ReleaseHoldCheck) => Promise<void>;

/** A tee-time hold as the turn check sees it before the hold's transaction: the course named, not yet read. */
type ReleaseTurnCheckInput = Pick<ReleaseHoldCheck, 'engine' | 'teeTime' | 'customerId' | 'ticket' | 'now'> & {
  facilityId: number;
};

/**
 * Refuses a hold of a fair queue's released day from a ticket whose turn does not run, before the
 * hold's transaction (RELEASE_TURN_REQUIRED); passes everything else on to the hold, whose
 * transaction applies every release rule (ReleaseGate).
 */
export type ReleaseTurnCheck = (db: Database, check: ReleaseTurnCheckInput) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    releaseGate: ReleaseGate;
    releaseTurnCheck: ReleaseTurnCheck;
  }
}

/** A checkout as the per-golfer release limit sees it: who books, and which tee times. */
interface ReleaseCheckoutCheck {
  engine: BookingEngineRow;
  customerId: number | null;
  email: string;
  phone: string;
  /** The card processor's fingerprint of the card paying, if a card pays. */
  cardFingerprint: string | null;
  teeTimes: { facilityId: number; teetime: string }[];
  now: Date;
  /**
   * In the booking transaction: lock each of the golfer's identity elements on each released day
   * first, so that two checkouts of one golfer (two tabs, two accounts on one card) cannot both
   * pass the count before either books, while other golfers' checkouts do not wait. The e-mail,
   * phone, card and account given here must include those the booking stores on its order and
   * reservation: they are what later counts match.
   */
  serialize?: boolean;
}

/** Refuses a checkout that would take the golfer past the engine's bookings per golfer on a released day. */
export type ReleaseCheckoutLimit = (db: Database, check: ReleaseCheckoutCheck) => Promise<void>;
