import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import { adminRoutes } from '../features/admin/admin.routes.ts';
import type { TeeSheetOperationsPorts } from '../features/admin/tee-sheet-operations.ports.ts';
import { teeSheetOperationsRoutes } from '../features/admin/tee-sheet-operations.routes.ts';
import { OPENING_OFFERS_JOB } from '../features/alerts/opening-offers.ts';
import { bookedOn, heldOn, lockTeeTimeCapacity, listFacilityRates } from '../features/cart/cart.repository.ts';
import { writeWalkInBooking } from '../features/checkout/walk-in-booking.ts';
import { cancelShares, refundCancelledShares } from '../features/invitations/split-payment.service.ts';
import { createMailer } from '../features/mail/mailer.ts';
import { staffCancelReservation } from '../features/reservations/cancel.service.ts';
import { blocksRoutes } from '../features/admin/blocks.routes.ts';
import { ratesRoutes } from '../features/admin/rates.routes.ts';
import { dynamicPricingRoutes } from '../features/admin/dynamic-pricing.routes.ts';
import { storeCatalogueRoutes } from '../features/admin/store-catalogue.routes.ts';
import { reportsRoutes } from '../features/admin/reports.routes.ts';
import { golfersRoutes } from '../features/admin/golfers.routes.ts';
import { staffAccountsRoutes } from '../features/admin/staff-accounts.routes.ts';
import { needsAttentionRoutes } from '../features/admin/needs-attention.routes.ts';
import { restoreCreditBooks } from '../features/pro-profile/credit-book-tender.ts';
import { reservationsOfDay } from '../features/reservations/day-reservations.ts';
import { orderMoneyByIds, reservationMoneyOf, reservationSummariesOf } from '../features/reservations/reservations.public.ts';
import { moveReservation, noShowsOf, setAttendance, staffCaller } from '../features/reservations/staff-operations.ts';
import { restoreGift } from '../features/store/gift-tender.ts';
import { inventoryOfDay, inventoryOfRange } from '../features/tee-times/tee-sheet-day.ts';
import { selectFacilities } from '../features/tee-times/tee-times.service.ts';
import { settingsRoutes } from '../features/admin/settings.routes.ts';
import { describeBookingEngine } from '../features/facilities/facilities.service.ts';

/**
 * The operator console under /api/admin, reading the tee-time inventory and the reservations,
 * and acting on them through the cart's capacity rules, checkout's order writing and the
 * reservations' cancellation, move and attendance (features meet here).
 */
export function adminAreaRoutes(config: Config): FastifyPluginAsync {
  return async (app) => {
    const capacity = { lock: lockTeeTimeCapacity, booked: bookedOn, held: heldOn };
    const slotsOpened = () => app.periodicJobs.wake(OPENING_OFFERS_JOB);
    const reservationDeps = {
      app,
      mailer: createMailer(config.smtpUrl, app.db),
      giftRefunds: { restore: restoreGift },
      slotsOpened,
      splitShares: { cancel: cancelShares, settle: refundCancelledShares },
      creditBookRefunds: { restore: restoreCreditBooks },
    };
    const ports: TeeSheetOperationsPorts = {
      inventoryOfDay,
      capacity,
      ratesOf: async (db, facilityId) => (await listFacilityRates(db, facilityId)).map((row) => row.rate),
      // A staff booking, move and cancellation each mail the golfer (issue #45), in the change's transaction.
      writeWalkIn: (tx, input) => writeWalkInBooking(tx, input, { mailer: createMailer(config.smtpUrl, tx) }),
      cancel: (_app, input) =>
        staffCancelReservation(reservationDeps, staffCaller(input.engine, input.id, input.now, input.origin), input.id, input.body, input.key, {
          refund: input.refund,
          audit: async (tx, facts) => {
            await input.audit(tx, facts);
          },
        }),
      move: (db, input) => moveReservation(db, capacity, { ...input, mailerFor: (tx) => createMailer(config.smtpUrl, tx) }),
      setAttendance,
      slotsOpened,
    };
    await app.register(adminRoutes, { prefix: '/api', teeSheet: { inventoryOfDay, reservationsOfDay, noShowsOf } });
    await app.register(blocksRoutes, { prefix: '/api', slotsOpened });
    await app.register(teeSheetOperationsRoutes, { prefix: '/api', ports });
    await app.register(ratesRoutes, { prefix: '/api' });
    await app.register(dynamicPricingRoutes, { prefix: '/api' });
    await app.register(storeCatalogueRoutes, { prefix: '/api' });
    await app.register(golfersRoutes, { prefix: '/api', history: { reservationSummariesOf, orderMoneyByIds } });
    await app.register(staffAccountsRoutes, { prefix: '/api' });
    await app.register(needsAttentionRoutes, { prefix: '/api' });
    await app.register(reportsRoutes, { prefix: '/api', ports: { inventoryOfRange, coursesOf: (db, engine, facilityId) => selectFacilities(db, engine, facilityId === undefined ? undefined : [facilityId]), reservationMoneyOf } });
    await app.register(adminSettingsAreaRoutes);
  };
}

/** The settings and audit-log routes (issue #18), resolving settings as golfers get them. */
export const adminSettingsAreaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(settingsRoutes, { prefix: '/api', settingsOf: async (db, engine) => (await describeBookingEngine(db, engine, app.accounts.now())).settings });
};
