import type {
  AdminPromotion,
  AdminRate,
  AdminRateSet,
  PromotionInput,
  PromotionLimitsInput,
  RateInput,
} from '@fairway/contract/admin.contract';
import { MAX_PLAYERS_PER_TEE_TIME } from '@fairway/domain/tee-times/allowed-players';
import { localToday } from '@fairway/domain/tee-times/local-date';
import { promotionStatus } from '@fairway/domain/tee-times/promotion-status';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../shared/domain-error.ts';
import type { Database } from '../../db/client.ts';
import { type BookingEngineRow, listFacilitiesOfBookingEngine } from '../facilities/facilities.public.ts';
import type { StaffAuth } from './staff-session.service.ts';
import { auditStaffAction } from './staff.repository.ts';
import {
  findRateSet,
  insertPromotion,
  insertRate,
  isSimulatorSet,
  lockPromotion,
  lockRate,
  type PromotionRow,
  promotionsOfEngine,
  promotionUsesByCode,
  type PromotionValues,
  promotionWithCode,
  type RateRow,
  rateSetsOfFacilities,
  type RateValues,
  updatePromotion,
  updateRate,
} from '../tee-times/tee-times.public.ts';
import { courseOfEngine, hhmm } from './admin-courses.ts';

/** The audit log's rate and promotion actions (see README.md). */
const RATE_AUDIT_ACTIONS = {
  rateCreate: 'rate.create',
  rateUpdate: 'rate.update',
  promotionCreate: 'promotion.create',
  promotionUpdate: 'promotion.update',
} as const;

/** Who acts, where, when. */
export interface RatesContext {
  app: FastifyInstance;
  engine: BookingEngineRow;
  auth: StaffAuth;
  now: Date;
  client: string;
}

const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A rate as the console shows it. */
function toAdminRate(row: RateRow): AdminRate {
  return {
    rateId: row.id,
    rateSetId: row.rateSetId,
    name: row.name,
    holes: row.holes,
    greenFeeCart: row.greenFeeCart,
    greenFeeWalking: row.greenFeeWalking,
    transactionFee: row.transactionFee,
    transportation: row.transportation,
    allowedPlayers: row.allowedPlayers,
    daysOfWeek: row.daysOfWeek,
    fromTime: hhmm(row.startMinute),
    toTime: hhmm(row.endMinute),
    showAsHotDeal: row.showAsHotDeal,
    trade: row.trade,
    isSimulator: row.isSimulator,
    audience: row.audience,
    memberGuestFeeCart: row.memberGuestFeeCart,
    memberGuestFeeWalking: row.memberGuestFeeWalking,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Where a promotion applies, as the console shows it (times as the course's local HH:mm). */
function promotionLimitsOf(row: PromotionRow): AdminPromotion['limits'] {
  const window = row.startMinute !== null && row.endMinute !== null;
  return {
    facilityIds: row.facilityIds,
    rateIds: row.rateIds,
    weekdays: row.weekdays,
    fromTime: window ? hhmm(row.startMinute ?? 0) : null,
    toTime: window ? hhmm(row.endMinute ?? 0) : null,
  };
}

/** A promotion as the console shows it, with its uses so far and its status on `today` (the alias's local date). */
function toAdminPromotion(row: PromotionRow, uses: number, today: string): AdminPromotion {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    value: row.value,
    allowedPlayers: row.allowedPlayers,
    validFrom: row.validFrom,
    validTo: row.validTo,
    active: row.active,
    maxUses: row.maxUses,
    maxUsesPerGolfer: row.maxUsesPerGolfer,
    uses,
    status: promotionStatus(row, today, uses),
    limits: promotionLimitsOf(row),
    promotionTemplateId: row.promotionTemplateId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The operator's part of a rate, as the audit log records it (before and after). */
function auditedRate(row: RateRow) {
  const { rateId: _id, rateSetId: _set, updatedAt: _at, isSimulator: _sim, ...rest } = toAdminRate(row);
  return rest;
}
function auditedPromotion(row: PromotionRow) {
  // Its uses and status are not the operator's (nor is a date needed for them here).
  const {
    id: _id,
    updatedAt: _at,
    promotionTemplateId: _template,
    uses: _uses,
    status: _status,
    ...rest
  } = toAdminPromotion(row, 0, '');
  return rest;
}

/** Today's local date of the alias, in its first course's zone (the console's one calendar). */
async function aliasToday(db: Database, engine: BookingEngineRow, now: Date): Promise<string> {
  return localToday(now, (await listFacilitiesOfBookingEngine(db, engine.id))[0]?.timeZone ?? 'UTC');
}

/** One saved promotion as the console shows it, with its uses and today's status. */
async function promotionView(db: Database, engine: BookingEngineRow, row: PromotionRow, now: Date) {
  const [uses, today] = await Promise.all([promotionUsesByCode(db, engine.id), aliasToday(db, engine, now)]);
  return toAdminPromotion(row, uses.get(row.code) ?? 0, today);
}

function rateValues(input: RateInput, isSimulator: boolean, currentFee = 0): RateValues {
  // The contract lets any rate sell up to a simulator bay's 6; a tee time's rate stops at its capacity.
  if (!isSimulator && input.allowedPlayers.some((count) => count > MAX_PLAYERS_PER_TEE_TIME)) {
    throw new DomainError('VALIDATION_FAILED', `A tee time takes at most ${MAX_PLAYERS_PER_TEE_TIME} players`, {
      field: 'allowedPlayers',
    });
  }
  return {
    name: input.name,
    holes: input.holes,
    greenFeeCart: input.greenFeeCart,
    greenFeeWalking: input.greenFeeWalking,
    transactionFee: input.transactionFee ?? currentFee,
    transportation: input.transportation,
    allowedPlayers: input.allowedPlayers,
    daysOfWeek: input.daysOfWeek,
    startMinute: minuteOf(input.fromTime),
    endMinute: input.toTime === '24:00' ? 1440 : minuteOf(input.toTime),
    showAsHotDeal: input.showAsHotDeal,
    trade: input.trade,
    audience: input.audience,
    // A public rate keeps no member-guest fees.
    memberGuestFeeCart: input.audience === 'members' ? (input.memberGuestFeeCart ?? null) : null,
    memberGuestFeeWalking: input.audience === 'members' ? (input.memberGuestFeeWalking ?? null) : null,
  };
}

/** GET /api/admin/rate-sets: the rate sets of every course the alias shows, with their rates. */
export async function listRateSets(
  app: FastifyInstance,
  engine: BookingEngineRow,
): Promise<{ rateSets: AdminRateSet[] }> {
  const courses = await listFacilitiesOfBookingEngine(app.db, engine.id);
  const sets = await rateSetsOfFacilities(
    app.db,
    courses.map((course) => course.id),
  );
  // In the courses' order, each course's sets in their own display order.
  return {
    rateSets: courses.flatMap((course) =>
      sets
        .filter(({ set }) => set.facilityId === course.id)
        .map(({ set, rates }) => ({
          rateSetId: set.id,
          facilityId: set.facilityId,
          courseName: course.name,
          currencyCode: course.currencyCode,
          name: set.name,
          rates: rates.map(toAdminRate),
        })),
    ),
  };
}

/**
 * PUT /api/admin/rates/{rateId}: replaces the operator's columns of a rate of a course the alias
 * shows (else 404), audited with before and after in the same transaction; golfers' search
 * prices from it at once (the search cache is cleared).
 */
export async function editRate(context: RatesContext, rateId: number, input: RateInput): Promise<AdminRate> {
  const { app, engine, auth, now, client } = context;
  const saved = await app.db.transaction(async (tx) => {
    const found = await lockRate(tx, rateId);
    if (!found) throw new DomainError('NOT_FOUND', 'Unknown rate');
    await courseOfEngine(tx, engine, found.set.facilityId, 'Unknown rate');
    const row = await updateRate(tx, rateId, rateValues(input, found.rate.isSimulator, found.rate.transactionFee), now);
    await auditStaffAction(
      tx,
      { engine, auth, client, now },
      {
        action: RATE_AUDIT_ACTIONS.rateUpdate,
        target: `rate:${rateId}`,
        details: {
          facilityId: found.set.facilityId,
          rateSetId: found.set.id,
          before: auditedRate(found.rate),
          after: auditedRate(row),
        },
      },
    );
    return row;
  });
  app.teeTimeSearchCache.invalidate();
  return toAdminRate(saved);
}

/** POST /api/admin/rates: a new rate in a rate set of a course the alias shows (else 404), audited. */
export async function createRate(context: RatesContext, rateSetId: number, input: RateInput): Promise<AdminRate> {
  const { app, engine, auth, now, client } = context;
  const saved = await app.db.transaction(async (tx) => {
    const set = await findRateSet(tx, rateSetId);
    if (!set) throw new DomainError('NOT_FOUND', 'Unknown rate set');
    await courseOfEngine(tx, engine, set.facilityId, 'Unknown rate');
    // A set of simulator bays sells simulator rates.
    const isSimulator = await isSimulatorSet(tx, set.id);
    const row = await insertRate(tx, set.id, { ...rateValues(input, isSimulator), isSimulator }, now);
    await auditStaffAction(
      tx,
      { engine, auth, client, now },
      {
        action: RATE_AUDIT_ACTIONS.rateCreate,
        target: `rate:${row.id}`,
        details: { facilityId: set.facilityId, rateSetId: set.id, before: null, after: auditedRate(row) },
      },
    );
    return row;
  });
  app.teeTimeSearchCache.invalidate();
  return toAdminRate(saved);
}

/** GET /api/admin/promotions: the alias's promotion codes, each with its uses and today's status. */
export async function listPromotions(
  app: FastifyInstance,
  engine: BookingEngineRow,
  now: Date,
): Promise<{ promotions: AdminPromotion[] }> {
  const [rows, uses, today] = await Promise.all([
    promotionsOfEngine(app.db, engine.id),
    promotionUsesByCode(app.db, engine.id),
    aliasToday(app.db, engine, now),
  ]);
  return { promotions: rows.map((row) => toAdminPromotion(row, uses.get(row.code) ?? 0, today)) };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: string }).code === '23505') return true;
  return false;
}

const duplicateCode = (code: string) =>
  new DomainError('CONFLICT', `A promotion with the code ${code} already exists`, { field: 'code' });

function promotionValues(input: PromotionInput): PromotionValues {
  const { code, type, value, allowedPlayers, validFrom, validTo, active, maxUses, maxUsesPerGolfer, limits } = input;
  const values = { code, type, value, allowedPlayers, validFrom, validTo, active, maxUses, maxUsesPerGolfer };
  if (!limits) return values;
  return {
    ...values,
    facilityIds: limits.facilityIds,
    rateIds: limits.rateIds,
    weekdays: limits.weekdays,
    startMinute: limits.fromTime === null ? null : minuteOf(limits.fromTime),
    endMinute: limits.toTime === null ? null : limits.toTime === '24:00' ? 1440 : minuteOf(limits.toTime),
  };
}

/**
 * Refuses limits naming what the alias does not sell: a course it does not show or a rate of
 * none of its courses is unknown (404, as another alias's id is everywhere in the console); a
 * members' rate (never promoted) or a rate off the chosen courses could never apply (400).
 */
async function assertLimitsOfEngine(
  db: Database,
  engine: BookingEngineRow,
  limits: PromotionLimitsInput | undefined,
): Promise<void> {
  if (!limits || (limits.facilityIds.length === 0 && limits.rateIds.length === 0)) return;
  const courses = await listFacilitiesOfBookingEngine(db, engine.id);
  const courseIds = new Set(courses.map((course) => course.id));
  const unknownCourses = limits.facilityIds.filter((id) => !courseIds.has(id));
  if (unknownCourses.length > 0) {
    throw new DomainError('NOT_FOUND', `Unknown course ${unknownCourses.join(', ')}`, {
      field: 'limits.facilityIds',
      facilityIds: unknownCourses,
    });
  }
  if (limits.rateIds.length === 0) return;
  const sets = await rateSetsOfFacilities(db, [...courseIds]);
  const rates = new Map(sets.flatMap(({ set, rates }) => rates.map((rate) => [rate.id, { rate, set }] as const)));
  const unknownRates = limits.rateIds.filter((id) => !rates.has(id));
  if (unknownRates.length > 0) {
    throw new DomainError('NOT_FOUND', `Unknown rate ${unknownRates.join(', ')}`, {
      field: 'limits.rateIds',
      rateIds: unknownRates,
    });
  }
  const chosen = limits.rateIds.flatMap((id) => rates.get(id) ?? []);
  const forMembers = chosen.filter(({ rate }) => rate.audience === 'members').map(({ rate }) => rate.id);
  if (forMembers.length > 0) {
    throw new DomainError('VALIDATION_FAILED', "Members' rates take no promotion", {
      field: 'limits.rateIds',
      rateIds: forMembers,
    });
  }
  const offCourse = chosen
    .filter(({ set }) => limits.facilityIds.length > 0 && !limits.facilityIds.includes(set.facilityId))
    .map(({ rate }) => rate.id);
  if (offCourse.length > 0) {
    throw new DomainError('VALIDATION_FAILED', 'A chosen rate is not sold on the chosen courses', {
      field: 'limits.rateIds',
      rateIds: offCourse,
    });
  }
}

/** Runs a promotion write; the unique (alias, code) index settles a race between two saves of one code as 409. */
async function uniqueCode<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateCode(code);
    throw error;
  }
}

/** POST /api/admin/promotions: a new code of the alias (409 CONFLICT when the alias has it already), audited. */
export async function createPromotion(context: RatesContext, input: PromotionInput): Promise<AdminPromotion> {
  const { app, engine, auth, now, client } = context;
  const saved = await uniqueCode(input.code, () =>
    app.db.transaction(async (tx) => {
      await assertLimitsOfEngine(tx, engine, input.limits);
      if (await promotionWithCode(tx, engine.id, input.code)) throw duplicateCode(input.code);
      const row = await insertPromotion(tx, engine.id, promotionValues(input), now);
      await auditStaffAction(
        tx,
        { engine, auth, client, now },
        {
          action: RATE_AUDIT_ACTIONS.promotionCreate,
          target: `promotion:${row.id}`,
          details: { before: null, after: auditedPromotion(row) },
        },
      );
      return row;
    }),
  );
  app.teeTimeSearchCache.invalidate();
  return promotionView(app.db, engine, saved, now);
}

/** PUT /api/admin/promotions/{id}: replaces one of the alias's promotions (another alias's is 404), audited. */
export async function editPromotion(context: RatesContext, id: number, input: PromotionInput): Promise<AdminPromotion> {
  const { app, engine, auth, now, client } = context;
  const saved = await uniqueCode(input.code, () =>
    app.db.transaction(async (tx) => {
      const before = await lockPromotion(tx, engine.id, id);
      if (!before) throw new DomainError('NOT_FOUND', 'Unknown promotion');
      await assertLimitsOfEngine(tx, engine, input.limits);
      const holder = await promotionWithCode(tx, engine.id, input.code);
      if (holder && holder.id !== id) throw duplicateCode(input.code);
      const row = await updatePromotion(tx, id, promotionValues(input), now);
      await auditStaffAction(
        tx,
        { engine, auth, client, now },
        {
          action: RATE_AUDIT_ACTIONS.promotionUpdate,
          target: `promotion:${id}`,
          details: { before: auditedPromotion(before), after: auditedPromotion(row) },
        },
      );
      return row;
    }),
  );
  app.teeTimeSearchCache.invalidate();
  return promotionView(app.db, engine, saved, now);
}
