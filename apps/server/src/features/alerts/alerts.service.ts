import type { Alert, AlertInput, AlertList } from '@fairway/contract/alerts.contract';
import { resolveFacilitySettings } from '@fairway/contract/facility-settings.contract';
import { alertDateProblem } from '@fairway/domain/alerts/alert-dates';
import { alertStatusOf, isFullyClaimed, splitAlerts, type AlertStatus } from '@fairway/domain/alerts/alert-lists';
import { localToday } from '@fairway/domain/tee-times/local-date';
import type { FastifyInstance } from 'fastify';
import type { AlertOfferRow, TeeTimeAlertRow } from '../../db/schema/alerts.ts';
import { type CustomerAuth, engineFacilities } from '../session/session.public.ts';
import { DomainError } from '../../shared/domain-error.ts';
import {
  alertsOfCustomer,
  claimsOf,
  deleteAlert,
  findOwnAlert,
  insertAlert,
  liveOffersOf,
  updateAlert,
  type AlertClaimRow,
  type AlertValues,
} from './alerts.repository.ts';
import type { BookingEngineRow } from '../facilities/facilities.public.ts';

interface Caller {
  app: FastifyInstance;
  engine: BookingEngineRow;
  auth: CustomerAuth;
  now: Date;
}

/** SPEC §1: alerts exist only where the alias turns them on; elsewhere every alert route is a 404. */
export function requireAlertsEnabled(engine: BookingEngineRow): void {
  if (!resolveFacilitySettings(engine.settings ?? {}).featureFlags.enableTeeTimeAlerts)
    throw new DomainError('NOT_FOUND');
}

/** GET /profile/teetime-alerts?status=: one list, sorted as SPEC §4 says. */
export async function listAlerts({ app, engine, auth, now }: Caller, status: AlertStatus): Promise<AlertList> {
  const rows = await alertsOfCustomer(app.db, engine.id, auth.customer.id);
  const [offers, claims] = await Promise.all([
    liveOffersOf(app.db, auth.customer.id, now),
    claimsOf(app.db, auth.customer.id),
  ]);
  const split = splitAlerts(
    rows.map((row) => toAlert(row, now, offers.get(row.id), claims.get(row.id))),
    now,
  );
  return { alerts: split[status] };
}

/** GET /profile/teetime-alerts/{id}: another golfer's or another alias's alert is a 404. */
export async function getAlert({ app, engine, auth, now }: Caller, id: string): Promise<Alert> {
  const [offers, claims] = await Promise.all([
    liveOffersOf(app.db, auth.customer.id, now),
    claimsOf(app.db, auth.customer.id),
  ]);
  return toAlert(await ownAlert(app, engine, auth, id), now, offers.get(id), claims.get(id));
}

/** POST /profile/teetime-alerts: a duplicate of one of the golfer's alerts is a 409; one past ALERTS_MAX a 400 TEE_TIME_ALERTS_FULL. */
export async function createAlert(caller: Caller, input: AlertInput): Promise<Alert> {
  const values = await valuesOf(caller, input, []);
  const row = await insertAlert(caller.app.db, values);
  if (row === 'full') throw new DomainError('TEE_TIME_ALERTS_FULL');
  if (!row) throw new DomainError('TEE_TIME_ALERT_DUPLICATE');
  return toAlert(row, caller.now);
}

/** PATCH /profile/teetime-alerts/{id}: the whole criteria again (SPEC §7); a duplicate of another alert is a 409. */
export async function editAlert(caller: Caller, id: string, input: AlertInput): Promise<Alert> {
  const current = await ownAlert(caller.app, caller.engine, caller.auth, id);
  // A claimed alert is history: what it found stays as it was (the web offers no Edit for it).
  const claimed = (await claimsOf(caller.app.db, caller.auth.customer.id)).get(id) ?? [];
  if (
    isFullyClaimed(
      current.dates,
      claimed.map((claim) => claim.teetime),
    )
  )
    throw new DomainError('CONFLICT', 'This alert was claimed: create a new one');
  const values = await valuesOf(caller, input, current.dates);
  const row = await updateAlert(caller.app.db, id, values);
  if (row === 'duplicate') throw new DomainError('TEE_TIME_ALERT_DUPLICATE');
  if (!row) throw new DomainError('NOT_FOUND');
  return toAlert(row, caller.now);
}

/** DELETE /profile/teetime-alerts/{id}. */
export async function removeAlert({ app, engine, auth }: Caller, id: string): Promise<{ ok: true }> {
  await ownAlert(app, engine, auth, id);
  await deleteAlert(app.db, id);
  return { ok: true };
}

async function ownAlert(
  app: FastifyInstance,
  engine: BookingEngineRow,
  auth: CustomerAuth,
  id: string,
): Promise<TeeTimeAlertRow> {
  const row = await findOwnAlert(app.db, engine.id, auth.customer.id, id);
  if (!row) throw new DomainError('NOT_FOUND', 'Tee time alert not found');
  return row;
}

/**
 * Checks the courses against the alias, the zone against the courses and the dates against the
 * courses' today (an edited alert keeps the days it had), and builds the canonical row.
 */
async function valuesOf(
  { app, engine, auth, now }: Caller,
  input: AlertInput,
  keptDates: readonly string[],
): Promise<AlertValues> {
  const courses = await engineFacilities(app.db, engine.id);
  const chosen = [...new Set(input.facilityIds)].sort((a, b) => a - b);
  const facilities = courses.filter((course) => chosen.includes(course.id));
  if (facilities.length !== chosen.length)
    throw new DomainError('BAD_REQUEST', 'A course is not one of this booking engine', { field: 'facilityIds' });
  if (facilities.some((facility) => facility.timeZone !== input.timezone)) {
    throw new DomainError('BAD_REQUEST', "The time zone is not the courses' time zone", { field: 'timezone' });
  }
  const dates = [...new Set(input.dates)].sort();
  const problem = alertDateProblem(dates, localToday(now, input.timezone), keptDates);
  if (problem) {
    const message =
      problem.reason === 'past'
        ? `The date ${problem.date} has passed: choose today (${problem.first}) or later`
        : `The date ${problem.date} is too far ahead: alerts reach at most a year, to ${problem.last}`;
    throw new DomainError('VALIDATION_FAILED', message, {
      issues: [
        {
          location: 'body',
          path: ['dates', input.dates.indexOf(problem.date)],
          code: problem.reason === 'past' ? 'too_small' : 'too_big',
          message,
        },
      ],
    });
  }
  const holes = [...new Set(input.holes ?? [])].sort((a, b) => a - b);
  const criteria = JSON.stringify([dates, input.teetimeStartTime, input.teetimeEndTime, input.players, chosen, holes]);
  return {
    bookingEngineId: engine.id,
    customerId: auth.customer.id,
    dates,
    timezone: input.timezone,
    startMinute: input.teetimeStartTime,
    endMinute: input.teetimeEndTime,
    players: input.players,
    facilityIds: chosen,
    holes,
    language: input.lzCurrentLanguage ?? 'en',
    criteria,
  };
}

function toAlert(row: TeeTimeAlertRow, now: Date, offer?: AlertOfferRow, claims: readonly AlertClaimRow[] = []): Alert {
  const claimed = isFullyClaimed(
    row.dates,
    claims.map((claim) => claim.teetime),
  );
  const alert = { id: row.id, dates: row.dates, teetimeStartTime: row.startMinute, timezone: row.timezone, claimed };
  return {
    ...alert,
    teetimeEndTime: row.endMinute,
    players: row.players,
    facilityIds: row.facilityIds,
    holes: row.holes,
    language: row.language,
    status: alertStatusOf(alert, now),
    createdAt: row.createdAt.toISOString(),
    offer: offer
      ? {
          facilityId: offer.facilityId,
          teetime: offer.teetime,
          players: offer.players,
          expiresAt: offer.expiresAt.toISOString(),
        }
      : null,
    claims: claims.map(({ facilityId, teetime, players, reservationId }) => ({
      facilityId,
      teetime,
      players,
      reservationId,
    })),
  };
}
