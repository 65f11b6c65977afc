import { alertMatchesSlot } from '@fairway/domain/alerts/alert-matching';
import { toE164 } from '@fairway/domain/profile/phone-e164';
import { resolveFacilitySettings } from '@fairway/contract/facility-settings.contract';
import type { Database } from '../../db/client.ts';
import type { JobKind, JobRuntime } from '../../plugins/job-runtime.ts';
import { advisoryKey, type PeriodicJob } from '../../plugins/periodic-jobs.ts';
import { and, eq, sql } from 'drizzle-orm';
import { alertOffers, type AlertOfferRow } from '../../db/schema/alerts.ts';
import {
  alertCriteriaOf,
  type CandidateAlert,
  candidateAlerts,
  closeOffer,
  fulfilAlertDate,
  insertOffer,
  lapsedOffers,
  offerExclusions,
  offerWasBooked,
} from './alerts.repository.ts';
import { openingMail } from './opening-mail.ts';
import { holdOfferInCart, releaseOfferFromCart } from '../cart/cart.public.ts';
import type { Mailer } from '../mail/mail.public.ts';
import { enqueueSms } from '../sms/sms.public.ts';
import { findOpening, markOpeningScanned, type Opening, unscannedOpenings } from '../tee-times/tee-times.public.ts';

/** The mailer writing to a transaction's outbox: an offer's mail commits with its hold or not at all. */
export type AlertMailerFor = (db: Database) => Mailer;

/** The job's name, for runNow and wake. */
export const OPENING_OFFERS_JOB = 'alert-opening-offers';

/**
 * The per-item job an opening or a lapsed offer is handed to when the sweep fails on it:
 * its own tries with back-off, then dead-lettered for staff, while the sweep goes on with the others.
 */
export const OPENING_OFFER_JOB = 'alert-offer';

/** What an `alert-offer` item is about: an opening to offer, or a lapsed offer to close and pass on. */
export type OfferWork = { openingId: number } | { offerId: string };

/** The key of an item's job: the sweep leaves an opening or offer that has one to the job runtime. */
const offerWorkKey = (work: OfferWork) => ('openingId' in work ? `opening:${work.openingId}` : `offer:${work.offerId}`);

/**
 * Every second, in one process at a time (the periodic-jobs advisory lock; SKIP LOCKED besides),
 * and at once when a cancellation commits (wake):
 * - a lapsed offer is closed: booked when its cart item became a reservation (the alert is then
 *   done for that day), else passed on to the next matching alert;
 * - each new opening (a cancellation, a lapsed hold or abandoned cart, a day entering the booking
 *   window) goes to the oldest matching alert whose golfer has no live offer.
 * The offer puts the tee time in that golfer's cart, held by the cart's lock for the engine's
 * `alertOfferHoldMinutes` (invisible to search and other carts), and mails a "Book it" link to
 * checkout (and texts it where the golfer opted in to SMS). Oldest first: the golfer who asked
 * first is served first, which golfers can understand and the course can explain; a random order
 * would reward nobody for asking early. The scan and
 * offer rows are written with the hold and the mail in one transaction, so an opening is offered
 * once per alert even with several server processes and across restarts.
 */
export function openingOffersJob(
  mailerFor: AlertMailerFor,
  origin: () => string,
  jobs: Pick<JobRuntime, 'enqueue'>,
  failed: (error: unknown, item: OfferWork) => void = () => undefined,
): PeriodicJob {
  const work = offerWork(mailerFor, origin);
  /**
   * One item under a savepoint: a failure undoes only that item's writes and hands it to the
   * per-item job, so one failing opening or offer holds up no other.
   */
  async function isolated(tx: Database, item: OfferWork, step: (sp: Database) => Promise<boolean>): Promise<boolean> {
    try {
      return await tx.transaction(step);
    } catch (error) {
      failed(error, item);
      await jobs.enqueue<OfferWork>(tx, OPENING_OFFER_JOB, item, {
        key: offerWorkKey(item),
        engineId: await work.engineOf(tx, item),
      });
      return false;
    }
  }
  return {
    name: OPENING_OFFERS_JOB,
    everyMs: 1000,
    async run(tx, now) {
      let changed = 0;
      for (const offer of await lapsedOffers(tx, now, 50)) {
        if (await handedOver(tx, { offerId: offer.id })) continue;
        if (await isolated(tx, { offerId: offer.id }, (sp) => work.closeLapsed(sp, offer, now))) changed += 1;
      }
      for (const opening of await unscannedOpenings(tx, 50)) {
        await markOpeningScanned(tx, opening.id, now);
        if (await isolated(tx, { openingId: opening.id }, (sp) => work.offerToNextAlert(sp, opening, now)))
          changed += 1;
      }
      return changed;
    },
  };
}

/** Whether the item was handed to the per-item job (whatever became of it there: it is that job's now). */
async function handedOver(tx: Database, item: OfferWork): Promise<boolean> {
  const found = await tx.execute(
    sql`select 1 from jobs where kind = ${OPENING_OFFER_JOB} and key = ${offerWorkKey(item)} limit 1`,
  );
  return (found as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * The per-item job of an opening or lapsed offer the sweep failed on: the same work, under the
 * sweep's lock (offers are made one at a time, oldest alert first, across processes).
 */
export function openingOfferJob(
  db: () => Database,
  mailerFor: AlertMailerFor,
  origin: () => string,
): JobKind<OfferWork> {
  const work = offerWork(mailerFor, origin);
  return {
    kind: OPENING_OFFER_JOB,
    async run(item, { now }) {
      await db().transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${advisoryKey(OPENING_OFFERS_JOB)})`);
        if ('openingId' in item) {
          const opening = await findOpening(tx, item.openingId);
          if (opening) await work.offerToNextAlert(tx, opening, now);
          return;
        }
        // Still live (a retry after the sweep's failure; it lapsed then, so it has lapsed now).
        const [offer] = await tx
          .select()
          .from(alertOffers)
          .where(and(eq(alertOffers.id, item.offerId), eq(alertOffers.status, 'offered')))
          .for('update');
        if (offer) await work.closeLapsed(tx, offer, now);
      });
    },
  };
}

/** The work on one opening or one lapsed offer, shared by the sweep and the per-item job. */
function offerWork(mailerFor: AlertMailerFor, origin: () => string) {
  /** A lapsed offer: booked (the alert is done for that day), or passed on to the next alert. */
  async function closeLapsed(tx: Database, offer: AlertOfferRow, now: Date): Promise<boolean> {
    if (await offerWasBooked(tx, offer.cartItemId)) {
      await closeOffer(tx, offer.id, 'booked', now);
      await fulfilAlertDate(tx, offer.alertId, offer.teetime.slice(0, 10));
    } else {
      await closeOffer(tx, offer.id, 'passed', now);
      if (offer.cartId && offer.cartItemId)
        await releaseOfferFromCart(tx, {
          cartId: offer.cartId,
          itemId: offer.cartItemId,
          facilityId: offer.facilityId,
          teetime: offer.teetime,
        });
      const opening = await findOpening(tx, offer.openingId);
      if (opening) await offerToNextAlert(tx, opening, now);
    }
    return true;
  }

  /** Whose staff see the item if it ends dead: the opening's alias, else the first alert's that could take it. */
  async function engineOf(tx: Database, item: OfferWork): Promise<number | null> {
    const openingId =
      'openingId' in item
        ? item.openingId
        : (
            await tx
              .select({ openingId: alertOffers.openingId })
              .from(alertOffers)
              .where(eq(alertOffers.id, item.offerId))
          )[0]?.openingId;
    const opening = openingId === undefined ? undefined : await findOpening(tx, openingId);
    if (!opening) return null;
    if (opening.bookingEngineId !== null) return opening.bookingEngineId;
    const [candidate] = await candidateAlerts(tx, opening, 1);
    return candidate?.engine.id ?? null;
  }

  /** Offers an opening to the oldest matching alert not offered it yet; false when none takes it (the slots stay public). */
  async function offerToNextAlert(tx: Database, opening: Opening, now: Date): Promise<boolean> {
    if (opening.startsAt <= now) return false;
    const excluded = await offerExclusions(tx, opening.id);
    for (const candidate of await candidateAlerts(tx, opening)) {
      const { alert } = candidate;
      if (
        alert.customerId === opening.freedBy ||
        excluded.alertIds.has(alert.id) ||
        excluded.busyCustomers.has(alert.customerId)
      )
        continue;
      if (await offerOpeningToAlert(tx, { mailerFor, origin }, opening, candidate, now)) return true;
    }
    return false;
  }

  return { closeLapsed, offerToNextAlert, engineOf };
}

/** How an offer reaches the golfer: the outbox of the offer's transaction, and the origin of its "Book it" link. */
export interface OfferDelivery {
  mailerFor: AlertMailerFor;
  origin: () => string;
}

/**
 * Offers an opening to one alert's golfer: the tee time in their own cart, held by the cart's lock
 * for the engine's `alertOfferHoldMinutes`, the offer recorded, one e-mail in the alert's language
 * (and a text where they opted in to SMS), all in the caller's transaction. Null when the alert
 * does not suit the opening (course, day, window, party, holes; alerts off on the alias) or the
 * cart refuses the hold (no room, no rate sells it to the party, already in the cart). The offers
 * job and the console's waitlist both offer through here.
 */
export async function offerOpeningToAlert(
  tx: Database,
  { mailerFor, origin }: OfferDelivery,
  opening: Opening,
  candidate: CandidateAlert,
  now: Date,
): Promise<AlertOfferRow | null> {
  const { alert, engine } = candidate;
  const settings = resolveFacilitySettings(engine.settings);
  if (!settings.featureFlags.enableTeeTimeAlerts) return null;
  // A lapsed hold does not say which round it was for: try the alert's holes, else 18 then 9.
  const holesToTry = opening.holes !== null ? [opening.holes] : alert.holes.length > 0 ? alert.holes : [18, 9];
  // The freed slots may join others already free: the hold's capacity check decides whether the party fits.
  const slot = {
    facilityId: opening.facilityId,
    startsAt: opening.startsAt,
    timeZone: opening.timeZone,
    openPlayers: alert.players,
    holes: holesToTry,
  };
  if (!alertMatchesSlot(alertCriteriaOf(alert), slot)) return null;
  const expiresAt = new Date(now.getTime() + settings.inventory.alertOfferHoldMinutes * 60_000);
  let held: Awaited<ReturnType<typeof holdOfferInCart>> = null;
  for (const holes of holesToTry) {
    held ??= await holdOfferInCart(tx, {
      engine,
      customerId: alert.customerId,
      facilityId: opening.facilityId,
      teetime: opening.teetime,
      players: alert.players,
      holes,
      expiresAt,
      now,
    });
  }
  if (!held) return null;
  const offer = await insertOffer(tx, {
    openingId: opening.id,
    alertId: alert.id,
    customerId: alert.customerId,
    facilityId: opening.facilityId,
    teetime: opening.teetime,
    players: alert.players,
    cartId: held.cartId,
    cartItemId: held.itemId,
    expiresAt,
  });
  const mail = openingMail(opening, engine.alias, alert.players, alert.language, origin(), expiresAt);
  await mailerFor(tx).send({
    to: candidate.email,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    template: 'tee-time-alert-offer',
    language: mail.language,
    bookingEngineId: engine.id,
  });
  // A text as well where the golfer gave a phone and takes transactional SMS from this course.
  const phone = candidate.smsOptIn && candidate.phone ? toE164(candidate.phone, opening.country) : null;
  if (phone) {
    // Sent by the SMS delivery job's next pass, once the offer's transaction committed.
    await enqueueSms(tx, {
      to: phone,
      body: mail.sms,
      template: 'tee-time-alert-offer',
      language: mail.language,
      bookingEngineId: engine.id,
    });
  }
  return offer;
}
