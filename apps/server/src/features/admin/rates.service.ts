import type {
  AdminPromotion,
  AdminRate,
  AdminRateSet,
  PromotionInput,
  RateInput,
} from '@fairway/contract/admin.contract';
import { MAX_PLAYERS_PER_TEE_TIME } from '@fairway/domain/tee-times/allowed-players';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../shared/domain-error.ts';
import { type BookingEngineRow, listFacilitiesOfBookingEngine } from '../facilities/facilities.public.ts';
import {
  findRateSet,
  insertPromotion,
  insertRate,
  isSimulatorSet,
  lockPromotion,
  lockRate,
  promotionsOfEngine,
  promotionWithCode,
  rateSetsOfFacilities,
  type PromotionValues,
  type RateValues,
  updatePromotion,
  updateRate,
} from './rates.repository.ts';
import type { StaffAuth } from './staff-session.service.ts';
import { auditStaffAction } from './staff.repository.ts';
import { type PromotionRow, promotionUsesByCode, type RateRow } from '../tee-times/tee-times.public.ts';
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

/** A promotion as the console shows it, with its uses so far. */
function toAdminPromotion(row: PromotionRow, uses = 0): AdminPromotion {
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
  const { id: _id, updatedAt: _at, promotionTemplateId: _template, uses: _uses, ...rest } = toAdminPromotion(row);
  return rest;
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

/** GET /api/admin/promotions: the alias's promotion codes. */
export async function listPromotions(
  app: FastifyInstance,
  engine: BookingEngineRow,
): Promise<{ promotions: AdminPromotion[] }> {
  const [rows, uses] = await Promise.all([
    promotionsOfEngine(app.db, engine.id),
    promotionUsesByCode(app.db, engine.id),
  ]);
  return { promotions: rows.map((row) => toAdminPromotion(row, uses.get(row.code) ?? 0)) };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: string }).code === '23505') return true;
  return false;
}

const duplicateCode = (code: string) =>
  new DomainError('CONFLICT', `A promotion with the code ${code} already exists`, { field: 'code' });

function promotionValues(input: PromotionInput): PromotionValues {
  const { code, type, value, allowedPlayers, validFrom, validTo, active, maxUses, maxUsesPerGolfer } = input;
  return { code, type, value, allowedPlayers, validFrom, validTo, active, maxUses, maxUsesPerGolfer };
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
  return toAdminPromotion(saved, (await promotionUsesByCode(app.db, engine.id)).get(saved.code) ?? 0);
}

/** PUT /api/admin/promotions/{id}: replaces one of the alias's promotions (another alias's is 404), audited. */
export async function editPromotion(context: RatesContext, id: number, input: PromotionInput): Promise<AdminPromotion> {
  const { app, engine, auth, now, client } = context;
  const saved = await uniqueCode(input.code, () =>
    app.db.transaction(async (tx) => {
      const before = await lockPromotion(tx, engine.id, id);
      if (!before) throw new DomainError('NOT_FOUND', 'Unknown promotion');
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
  return toAdminPromotion(saved, (await promotionUsesByCode(app.db, engine.id)).get(saved.code) ?? 0);
}
