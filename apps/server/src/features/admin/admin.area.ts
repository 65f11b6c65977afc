import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import { activityRoutes } from './activity.routes.ts';
import { adminRoutes } from './admin.routes.ts';
import { blocksRoutes } from './blocks.routes.ts';
import { courseDetailsRoutes } from './course-details.routes.ts';
import { creditsRoutes } from './credits.routes.ts';
import { counterSalesRoutes } from './counter-sales.routes.ts';
import { deskPaymentRoutes } from './desk-payment.routes.ts';
import { dynamicPricingRoutes } from './dynamic-pricing.routes.ts';
import { golfersRoutes } from './golfers.routes.ts';
import { messagesRoutes } from './messages.routes.ts';
import { needsAttentionRoutes } from './needs-attention.routes.ts';
import { ratesRoutes } from './rates.routes.ts';
import { reportsRoutes } from './reports.routes.ts';
import { settingsRoutes } from './settings.routes.ts';
import { staffAccountsRoutes } from './staff-accounts.routes.ts';
import { storeCatalogueRoutes } from './store-catalogue.routes.ts';
import { teeSheetOperationsRoutes } from './tee-sheet-operations.routes.ts';
import { waitlistRoutes } from './waitlist.routes.ts';
import { teeSheetCsvRoutes } from './tee-sheet-csv.routes.ts';
import { createMailer } from '../mail/mail.public.ts';

/**
 * The operator console under /api/admin. It reads and acts on other areas (tee times,
 * reservations, cart capacity, checkout's order writing) through their public files; what is
 * configured here is the mail outbox, written in the transaction of each change that mails a golfer.
 */
export const adminArea: FastifyPluginAsync<{ smtpUrl: string | undefined }> = async (app, { smtpUrl }) => {
  const mailerFor = (db: Database) => createMailer(smtpUrl, db);
  await app.register(adminRoutes, { prefix: '/api' });
  await app.register(blocksRoutes, { prefix: '/api' });
  await app.register(teeSheetOperationsRoutes, { prefix: '/api', mailerFor });
  await app.register(deskPaymentRoutes, { prefix: '/api', mailerFor });
  await app.register(counterSalesRoutes, { prefix: '/api', mailerFor });
  await app.register(creditsRoutes, { prefix: '/api', mailerFor });
  await app.register(teeSheetCsvRoutes, { prefix: '/api' });
  await app.register(ratesRoutes, { prefix: '/api' });
  await app.register(dynamicPricingRoutes, { prefix: '/api' });
  await app.register(storeCatalogueRoutes, { prefix: '/api' });
  await app.register(golfersRoutes, { prefix: '/api' });
  await app.register(staffAccountsRoutes, { prefix: '/api' });
  await app.register(needsAttentionRoutes, { prefix: '/api' });
  await app.register(reportsRoutes, { prefix: '/api' });
  await app.register(settingsRoutes, { prefix: '/api' });
  await app.register(courseDetailsRoutes, { prefix: '/api' });
  await app.register(activityRoutes, { prefix: '/api' });
  await app.register(messagesRoutes, { prefix: '/api', mailerFor });
  await app.register(waitlistRoutes, { prefix: '/api', mailerFor });
};
