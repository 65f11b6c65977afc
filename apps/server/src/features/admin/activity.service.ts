import type { ActivityEntryDto, ActivityQuery, ActivityResponse } from '@fairway/contract/admin-activity.contract';
import { type ActivityParam, describeActivity } from '@fairway/domain/admin/activity-describe';
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import type { AdminAuditLogRow } from '../../db/schema/admin.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { type BookingEngineRow, listFacilitiesOfBookingEngine } from '../facilities/facilities.public.ts';
import { listFacilityRates } from '../cart/cart.public.ts';
import { activityPage, staffNamesOfEngine } from './activity.repository.ts';
import { consoleTime, consoleTimeZoneOf } from './console-time.ts';
import { auditActions } from './settings.repository.ts';

/** The parameters of a summary without the variants it does not use (JSON has no undefined). */
function definedParams(params: Record<string, ActivityParam | undefined>): Record<string, ActivityParam> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as Record<
    string,
    ActivityParam
  >;
}

/** Whether an entry names rates by id (a promotion limited to rates, before or after). */
function namesRates(row: AdminAuditLogRow): boolean {
  if (!row.action.startsWith('promotion.')) return false;
  const details = row.details as { before?: unknown; after?: unknown } | null;
  return [details?.before, details?.after].some((side) => {
    const rateIds = (side as { limits?: { rateIds?: unknown } } | null)?.limits?.rateIds;
    return Array.isArray(rateIds) && rateIds.length > 0;
  });
}

/** The names of the engine's courses' rates by id. */
async function rateNames(app: FastifyInstance, courses: readonly { id: number }[]): Promise<Map<number, string>> {
  const lists = await Promise.all(courses.map((course) => listFacilityRates(app.db, course.id)));
  return new Map(lists.flat().map(({ rate }) => [rate.id, rate.name]));
}

/**
 * GET /api/admin/activity: the alias's audit log in words, newest first, a page at a time
 * (`before` an entry, at most `limit`), by days in the engine's zone, action or area, and staff
 * member. Each entry: its time in the engine's zone, who did it (their name), a summary to
 * translate and its before/after as a readable diff.
 */
export async function readActivity(
  app: FastifyInstance,
  engine: BookingEngineRow,
  query: ActivityQuery,
): Promise<ActivityResponse> {
  if (query.from && query.to && query.to < query.from)
    throw new DomainError('BAD_REQUEST', '"to" must not be before "from"');
  const courses = await listFacilitiesOfBookingEngine(app.db, engine.id);
  const timeZone = consoleTimeZoneOf(courses);
  const startOf = (date: string) => DateTime.fromISO(date, { zone: timeZone }).startOf('day');
  const [rows, actions, staff] = await Promise.all([
    activityPage(
      app.db,
      {
        engineId: engine.id,
        from: query.from ? startOf(query.from).toJSDate() : null,
        to: query.to ? startOf(query.to).plus({ days: 1 }).toJSDate() : null,
        action: query.action ?? null,
        staffId: query.actor ?? null,
        beforeId: query.before ?? null,
      },
      query.limit + 1,
    ),
    auditActions(app.db, engine.id),
    staffNamesOfEngine(app.db, engine.id),
  ]);
  const accounts = new Map(staff.map((account) => [account.id, account]));
  const context = {
    currency: courses[0]?.currencyCode ?? 'USD',
    courses: new Map(courses.map((course) => [course.id, { name: course.name, currencyCode: course.currencyCode }])),
    rates: rows.some(namesRates) ? await rateNames(app, courses) : new Map<number, string>(),
  };
  const nameOf = (account: { name: string; username: string }) => account.name.trim() || account.username;
  const entryOf = (row: AdminAuditLogRow): ActivityEntryDto => {
    const account = row.staffId === null ? undefined : accounts.get(row.staffId);
    const actor = {
      id: account?.id ?? null,
      name: account ? nameOf(account) : row.username,
      role: account?.role ?? null,
    };
    const described = describeActivity(
      { action: row.action, target: row.target, details: row.details, actor: actor.name },
      context,
    );
    return {
      id: row.id,
      occurredAt: consoleTime(row.createdAt, timeZone),
      timeZone,
      action: row.action,
      actor,
      summary: { key: described.summary.key, params: definedParams(described.summary.params) },
      changes: described.changes,
      clientAddress: row.clientAddress,
    };
  };
  const page = rows.slice(0, query.limit);
  return {
    timeZone,
    entries: page.map(entryOf),
    nextBefore: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
    actions,
    actors: staff.map((account) => ({ id: account.id, name: nameOf(account), role: account.role })),
  };
}
