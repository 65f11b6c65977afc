// What other areas and the composition root (app.ts) may use of alerts: the only file of
// features/alerts/ they import (scripts/eslint/feature-boundaries.js).

export { alertsRoutes } from './alerts.routes.ts';
export { OPENING_OFFERS_JOB, type OfferDelivery } from './opening-offers.ts';
export { offerTeeTimeToAlert, waitlistOfDay } from './staff-waitlist.ts';
