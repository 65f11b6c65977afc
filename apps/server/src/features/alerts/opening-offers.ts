import { alertMatchesSlot } from '@fairway/domain/alerts/alert-matching';
import { resolveFacilitySettings } from '@fairway/contract/facility-settings.contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookingEngines, type BookingEngineRow } from '../../db/schema/facilities.ts';
import type { PeriodicJob } from '../../plugins/periodic-jobs.ts';
import {
  candidateAlerts,
  closeOffer,
  fulfilAlertDate,
  insertOffer,
  lapsedOffers,
  offerExclusions,
  offerWasBooked,
  openingOfEvent,
  recordScan,
  unscannedOpenings,
  type UnscannedOpening,
} from './alerts.repository.ts';
import { openingMail } from './opening-mail.ts';

/** Sends one message (the outbox mailer writes it in the pass's own transaction). */
export type AlertMailerFor = (db: Database) => { send(message: { to: string; subject: string; html: string; text: string; template: string; language: string; bookingEngineId: number | null }): Promise<void> };

/** The cart's part of an offer (wired by routes/alerts.ts): hold the tee time in the golfer's cart, or take it back out. */
export interface OfferCartPort {
  hold(
    tx: Database,
    request: { engine: BookingEngineRow; customerId: number; facilityId: number; teetime: string; players: number; holes: number; expiresAt: Date; now: Date },
  ): Promise<{ cartId: string; itemId: string } | null>;
  release(tx: Database, offer: { cartId: string; itemId: string; facilityId: number; teetime: string }): Promise<void>;
}

/** The job's name, for runNow. */
export const OPENING_OFFERS_JOB = 'alert-opening-offers';

/**
 * Every second, in one process at a time (the periodic-jobs advisory lock; SKIP LOCKED besides):
 * - a lapsed offer is closed: booked when its cart item became a reservation (the alert is then
 *   done for that day), else passed on to the next matching alert;
 * - each new cancellation goes to the oldest matching alert whose golfer has no live offer.
 * The offer puts the tee time in that golfer's cart, held by the cart's lock for the engine's
 * `alertOfferHoldMinutes` (invisible to search and other carts), and mails a "Book it" link to
 * checkout. Oldest first: the golfer who asked first is served first, which golfers can understand
 * and the course can explain; a random order would reward nobody for asking early. The scan and
 * offer rows are written with the hold and the mail in one transaction, so an opening is offered
 * once per alert even with several server processes and across restarts.
 */
export function openingOffersJob(mailerFor: AlertMailerFor, origin: string, cart: OfferCartPort): PeriodicJob {
  return {
    name: OPENING_OFFERS_JOB,
    everyMs: 1000,
    async run(tx, now) {
      let changed = 0;
      for (const offer of await lapsedOffers(tx, now, 50)) {
        if (await offerWasBooked(tx, offer.cartItemId)) {
          await closeOffer(tx, offer.id, 'booked', now);
          await fulfilAlertDate(tx, offer.alertId, offer.teetime.slice(0, 10));
        } else {
          await closeOffer(tx, offer.id, 'passed', now);
          if (offer.cartId && offer.cartItemId) await cart.release(tx, { cartId: offer.cartId, itemId: offer.cartItemId, facilityId: offer.facilityId, teetime: offer.teetime });
          const opening = await openingOfEvent(tx, offer.reservationEventId);
          if (opening) await offerToNextAlert(tx, opening, now);
        }
        changed += 1;
      }

      const since = new Date(now.getTime() - 24 * 3600_000);
      for (const opening of await unscannedOpenings(tx, since, 50)) {
        const recorded = await recordScan(tx, {
          reservationEventId: opening.eventId,
          alertId: null,
          facilityId: opening.facilityId,
          teetime: opening.teetime,
          openPlayers: opening.slots,
        });
        if (recorded && (await offerToNextAlert(tx, opening, now))) changed += 1;
      }
      return changed;
    },
  };

  /** Offers an opening to the oldest matching alert not offered it yet; false when none takes it (the slots stay public). */
  async function offerToNextAlert(tx: Database, opening: UnscannedOpening, now: Date): Promise<boolean> {
    if (opening.startsAt <= now) return false;
    const [engine] = await tx.select().from(bookingEngines).where(eq(bookingEngines.id, opening.bookingEngineId));
    if (!engine) return false;
    const holdMinutes = resolveFacilitySettings(engine.settings).inventory.alertOfferHoldMinutes;
    const expiresAt = new Date(now.getTime() + holdMinutes * 60_000);
    const excluded = await offerExclusions(tx, opening.eventId);
    const slot = { facilityId: opening.facilityId, startsAt: opening.startsAt, timeZone: opening.timeZone, openPlayers: opening.slots, holes: [opening.holes] };
    for (const candidate of await candidateAlerts(tx, opening.bookingEngineId, opening.facilityId, opening.teetime.slice(0, 10))) {
      const { alert } = candidate;
      if (alert.customerId === opening.cancelledBy || excluded.alertIds.has(alert.id) || excluded.busyCustomers.has(alert.customerId)) continue;
      const criteria = { dates: alert.dates, teetimeStartTime: alert.startMinute, teetimeEndTime: alert.endMinute, players: alert.players, facilityIds: alert.facilityIds, holes: alert.holes };
      if (!alertMatchesSlot(criteria, slot)) continue;
      const held = await cart.hold(tx, {
        engine,
        customerId: alert.customerId,
        facilityId: opening.facilityId,
        teetime: opening.teetime,
        players: alert.players,
        holes: opening.holes,
        expiresAt,
        now,
      });
      if (!held) continue;
      await insertOffer(tx, {
        reservationEventId: opening.eventId,
        alertId: alert.id,
        customerId: alert.customerId,
        facilityId: opening.facilityId,
        teetime: opening.teetime,
        players: alert.players,
        cartId: held.cartId,
        cartItemId: held.itemId,
        expiresAt,
      });
      const mail = openingMail(opening, alert.players, alert.language, origin, expiresAt);
      await mailerFor(tx).send({
        to: candidate.email,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        template: 'tee-time-alert-offer',
        language: mail.language,
        bookingEngineId: opening.bookingEngineId,
      });
      return true;
    }
    return false;
  }
}
