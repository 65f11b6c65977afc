import type { FastifyInstance } from 'fastify';
import { recordLapsedHolds } from '../tee-times/tee-times.public.ts';
import { deleteExpiredAnonymousCarts, deleteExpiredHolds } from './cart.repository.ts';

/** Names of the cart's periodic sweeps (`app.periodicJobs.runNow(name)` in tests). */
export const CART_SWEEPS = {
  /** Deletes tee-time locks and cart holds whose expiry passed. */
  expiredHolds: 'cart.expired-holds',
  /** Deletes anonymous carts whose expiry passed, with their items and holds. */
  abandonedCarts: 'cart.abandoned-carts',
} as const;

/** How often the sweeps run (expired rows never count meanwhile: every read filters on expiry). */
const CART_SWEEP_EVERY_MS = 60_000;
/** Lapsed holds are openings that tee-time alerts wait for: swept often, so the alerts hear within seconds. */
const EXPIRED_HOLDS_EVERY_MS = 5_000;

/** Registers the cart's sweeps with the app's periodic jobs. */
export function registerCartSweeps(app: FastifyInstance): void {
  app.periodicJobs.register({
    name: CART_SWEEPS.expiredHolds,
    everyMs: EXPIRED_HOLDS_EVERY_MS,
    async run(tx, now) {
      const freed = await deleteExpiredHolds(tx, now);
      // Their slots are openings that tee-time alerts wait for.
      await recordLapsedHolds(tx, freed, now);
      return freed.length;
    },
  });
  app.periodicJobs.register({
    name: CART_SWEEPS.abandonedCarts,
    everyMs: CART_SWEEP_EVERY_MS,
    async run(tx, now) {
      const gone = await deleteExpiredAnonymousCarts(tx, now);
      await recordLapsedHolds(tx, gone.holds, now);
      return gone.carts;
    },
  });
}
