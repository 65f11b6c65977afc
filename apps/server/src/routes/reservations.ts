import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import { OPENING_OFFERS_JOB } from '../features/alerts/opening-offers.ts';
import { cancelShares, refundCancelledShares } from '../features/invitations/split-payment.service.ts';
import { createMailer } from '../features/mail/mailer.ts';
import { restoreCreditBooks } from '../features/pro-profile/credit-book-tender.ts';
import { restoreGift } from '../features/store/gift-tender.ts';
import { reservationsRoutes } from '../features/reservations/reservations.routes.ts';

/** Reservations under /api, wired to the mailer (features do not import each other; this is where they meet). */
export function reservationsAreaRoutes(config: Config): FastifyPluginAsync {
  return async (app) => {
    await app.register(reservationsRoutes, {
      prefix: '/api',
      mailer: createMailer(config.smtpUrl, app.db),
      giftRefunds: { restore: restoreGift },
      slotsOpened: () => app.periodicJobs.wake(OPENING_OFFERS_JOB),
      splitShares: { cancel: cancelShares, settle: refundCancelledShares },
      creditBookRefunds: { restore: restoreCreditBooks },
    });
  };
}
