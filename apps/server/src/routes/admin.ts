import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from '../features/admin/admin.routes.ts';
import { blocksRoutes } from '../features/admin/blocks.routes.ts';
import { OPENING_OFFERS_JOB } from '../features/alerts/opening-offers.ts';
import { reservationsOfDay } from '../features/reservations/day-reservations.ts';
import { inventoryOfDay } from '../features/tee-times/tee-sheet-day.ts';

/** The operator console under /api/admin, reading the tee-time inventory and the reservations (features meet here). */
export const adminAreaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(adminRoutes, { prefix: '/api', teeSheet: { inventoryOfDay, reservationsOfDay } });
  await app.register(blocksRoutes, { prefix: '/api', slotsOpened: () => app.periodicJobs.wake(OPENING_OFFERS_JOB) });
};
