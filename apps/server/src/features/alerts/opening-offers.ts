import { alertMatchesSlot } from '@fairway/domain/alerts/alert-matching';
import type { Database } from '../../db/client.ts';
import type { PeriodicJob } from '../../plugins/periodic-jobs.ts';
import { candidateAlerts, recordScan, unscannedOpenings } from './alerts.repository.ts';
import { openingMail } from './opening-mail.ts';

/** Sends one message (the outbox mailer writes it in the pass's own transaction). */
export type AlertMailerFor = (db: Database) => { send(message: { to: string; subject: string; html: string; text: string; template: string; language: string; bookingEngineId: number | null }): Promise<void> };

/** The job's name, for runNow. */
export const OPENING_OFFERS_JOB = 'alert-opening-offers';

/**
 * Every second, in one process at a time (the periodic-jobs advisory lock; SKIP LOCKED besides),
 * each new cancellation is matched against the alias's alerts and the oldest matching alert's
 * golfer is e-mailed. Oldest first: the golfer who asked first is served first, which golfers
 * can understand and the course can explain; a random order would reward nobody for asking early.
 * The scan row (keyed by the reservation event) is written with the mail in one transaction, so a
 * cancellation is offered exactly once even with several server processes and across restarts.
 */
export function openingOffersJob(mailerFor: AlertMailerFor, origin: string): PeriodicJob {
  return {
    name: OPENING_OFFERS_JOB,
    everyMs: 1000,
    async run(tx, now) {
      const since = new Date(now.getTime() - 24 * 3600_000);
      const openings = await unscannedOpenings(tx, since, 50);
      let offered = 0;
      for (const opening of openings) {
        const slot = { facilityId: opening.facilityId, startsAt: opening.startsAt, timeZone: opening.timeZone, openPlayers: opening.slots, holes: [opening.holes] };
        const candidates = opening.startsAt > now ? await candidateAlerts(tx, opening.bookingEngineId, opening.facilityId, opening.teetime.slice(0, 10)) : [];
        const winner = candidates.find(
          ({ alert }) =>
            alert.customerId !== opening.cancelledBy &&
            alertMatchesSlot({ dates: alert.dates, teetimeStartTime: alert.startMinute, teetimeEndTime: alert.endMinute, players: alert.players, facilityIds: alert.facilityIds, holes: alert.holes }, slot),
        );
        const recorded = await recordScan(tx, {
          reservationEventId: opening.eventId,
          alertId: winner?.alert.id ?? null,
          facilityId: opening.facilityId,
          teetime: opening.teetime,
          openPlayers: opening.slots,
        });
        if (!recorded || !winner) continue;
        const mail = openingMail(opening, winner.alert.players, winner.alert.language, origin);
        await mailerFor(tx).send({
          to: winner.email,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          template: 'tee-time-alert-offer',
          language: mail.language,
          bookingEngineId: opening.bookingEngineId,
        });
        offered += 1;
      }
      return offered;
    },
  };
}
