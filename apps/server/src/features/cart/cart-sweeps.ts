import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { facilities } from '../../db/schema/facilities.ts';
import { recordOpenings } from '../../shared/inventory/openings.repository.ts';
import { deleteExpiredAnonymousCarts, deleteExpiredHolds, type FreedHold } from './cart.repository.ts';

/** Names of the cart's periodic sweeps (`app.periodicJobs.runNow(name)` in tests). */
export const CART_SWEEPS = {
  /** Deletes tee-time locks and cart holds whose expiry passed. */
  expiredHolds: 'cart.expired-holds',
  /** Deletes anonymous carts whose expiry passed, with their items and holds. */
  abandonedCarts: 'cart.abandoned-carts',
} as const;

/** How often the sweeps run (expired rows never count meanwhile: every read filters on expiry). */
export const CART_SWEEP_EVERY_MS = 60_000;
/** Lapsed holds are openings that tee-time alerts wait for: swept often, so the alerts hear within seconds. */
export const EXPIRED_HOLDS_EVERY_MS = 5_000;

/**
 * Records the slots of deleted holds as openings (a lapsed hold or lock, an abandoned cart). The
 * opening has no alias: a course's slots are free on every booking engine that shows it.
 */
export async function recordFreedHolds(tx: Database, holds: FreedHold[], now: Date): Promise<void> {
  const withSlots = holds.filter((hold) => hold.slots > 0);
  if (withSlots.length === 0) return;
  const zones = await tx
    .select({ id: facilities.id, timeZone: facilities.timeZone })
    .from(facilities)
    .where(inArray(facilities.id, [...new Set(withSlots.map((hold) => hold.facilityId))]));
  const zoneOf = new Map(zones.map((facility) => [facility.id, facility.timeZone]));
  await recordOpenings(
    tx,
    withSlots.map((hold) => ({
      bookingEngineId: null,
      facilityId: hold.facilityId,
      teetime: hold.teeTime,
      timeZone: zoneOf.get(hold.facilityId) ?? 'UTC',
      holes: null,
      slots: hold.slots,
      source: 'hold-lapsed' as const,
      sourceKey: `hold:${hold.id}`,
      now,
    })),
  );
}

/** Registers the cart's sweeps with the app's periodic jobs. */
export function registerCartSweeps(app: FastifyInstance): void {
  app.periodicJobs.register({
    name: CART_SWEEPS.expiredHolds,
    everyMs: EXPIRED_HOLDS_EVERY_MS,
    async run(tx, now) {
      const freed = await deleteExpiredHolds(tx, now);
      await recordFreedHolds(tx, freed, now);
      return freed.length;
    },
  });
  app.periodicJobs.register({
    name: CART_SWEEPS.abandonedCarts,
    everyMs: CART_SWEEP_EVERY_MS,
    async run(tx, now) {
      const gone = await deleteExpiredAnonymousCarts(tx, now);
      await recordFreedHolds(tx, gone.holds, now);
      return gone.carts;
    },
  });
}
