import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import { alertsRoutes } from '../features/alerts/alerts.routes.ts';
import type { DayTeeTimes } from '../features/alerts/booking-window-openings.ts';
import { holdOfferInCart, releaseOfferFromCart } from '../features/cart/offer-hold.ts';
import { createMailer } from '../features/mail/mailer.ts';
import { enqueueSms } from '../features/sms/enqueue-sms.ts';
import { searchTeeTimes } from '../features/tee-times/tee-times.service.ts';

/** Search's tee times of one course on one day, as the booking-window openings need them. */
const dayTeeTimes: DayTeeTimes = async (tx, engine, facilityId, date, now) => {
  const day = await searchTeeTimes(tx, engine, { date, facilityIds: [facilityId] }, now);
  return day.teeTimes.map((teeTime) => ({
    teetime: teeTime.teetime,
    availableSlots: teeTime.availableSlots,
    holes: [...new Set(teeTime.rates.map((rate) => rate.holes))],
  }));
};

/**
 * Tee-time alerts under /api. Their offers hold the opened tee time in the golfer's cart, are
 * mailed through the mailer and texted through the SMS outbox (both in the offering
 * transaction); the days entering the booking window are read from tee-time search.
 */
export function alertsAreaRoutes(config: Config): FastifyPluginAsync {
  return async (app) => {
    await app.register(alertsRoutes, {
      prefix: '/api',
      mailerFor: (db) => createMailer(config.smtpUrl, db),
      // Sent by the SMS delivery job's next pass, once the offer's transaction committed.
      sms: enqueueSms,
      // The origin of requests' mailed links too: known once the server listens.
      origin: () => app.accounts.linkOrigin(),
      offerCart: { hold: holdOfferInCart, release: releaseOfferFromCart },
      dayTeeTimes,
    });
  };
}
