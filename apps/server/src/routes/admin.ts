import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from '../features/admin/admin.routes.ts';
import { reservationsOfDay } from '../features/reservations/day-reservations.ts';
import { inventoryOfDay } from '../features/tee-times/tee-sheet-day.ts';

/** The operator console under /api/admin, reading the tee-time inventory and the reservations (features meet here). */
export const adminAreaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(adminRoutes, { prefix: '/api', teeSheet: { inventoryOfDay, reservationsOfDay } });
};
