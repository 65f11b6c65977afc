import {
  type CourseDynamicPricing,
  type DynamicPricingPreview,
  type DynamicPricingRuleInput,
  PREVIEW_DAYS,
} from '@fairway/contract/admin-dynamic-pricing.contract';
import { resolveFacilitySettings } from '@fairway/contract/facility-settings.contract';
import {
  appliedPricingSteps,
  type DynamicPricingRule,
  explainDynamicPrice,
} from '@fairway/domain/tee-times/dynamic-pricing';
import { addCalendarDays, localToday } from '@fairway/domain/tee-times/local-date';
import { isoWeekday } from '@fairway/domain/tee-times/rate-bands';
import type { Database } from '../../db/client.ts';
import {
  bookedPlayersByDate,
  demandFacts,
  type DynamicPricingRuleRow,
  lockDynamicPricingRule,
  rateSetsOfFacilities,
  rulesOfFacilities,
  saveDynamicPricingRule,
  toRule,
} from '../tee-times/tee-times.public.ts';
import {
  type BookingEngineRow,
  type FacilityRow,
  listFacilitiesOfBookingEngine,
} from '../facilities/facilities.public.ts';
import type { RatesContext } from './rates.service.ts';
import { auditStaffAction } from './staff.repository.ts';
import { courseOfEngine, hhmm } from './admin-courses.ts';

/** The audit log's dynamic pricing action (see README.md). */
const DYNAMIC_PRICING_AUDIT_ACTION = 'dynamic-pricing.update';

function toCourseRule(facility: FacilityRow, row: DynamicPricingRuleRow | undefined): CourseDynamicPricing {
  const { utilisationSteps, daysOutSteps, ...limits } = toRule(row);
  return {
    facilityId: facility.id,
    facilityName: facility.name,
    currencyCode: facility.currencyCode,
    rule: { ...limits, utilisationSteps: [...utilisationSteps], daysOutSteps: [...daysOutSteps] },
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** GET /api/admin/dynamic-pricing: the rule of every course the alias shows (off where none is saved). */
export async function listDynamicPricing(
  db: Database,
  engine: BookingEngineRow,
): Promise<{ courses: CourseDynamicPricing[] }> {
  const courses = await listFacilitiesOfBookingEngine(db, engine.id);
  const rows = await rulesOfFacilities(
    db,
    courses.map((course) => course.id),
  );
  return {
    courses: courses.map((course) =>
      toCourseRule(
        course,
        rows.find((row) => row.facilityId === course.id),
      ),
    ),
  };
}

/**
 * PUT /api/admin/dynamic-pricing/{facilityId}: saves a course's rule, audited with before and
 * after in the same transaction; golfers' search prices by it at once (the search cache is cleared).
 */
export async function saveDynamicPricing(
  context: RatesContext,
  facilityId: number,
  rule: DynamicPricingRuleInput,
): Promise<CourseDynamicPricing> {
  const { app, engine, auth, now, client } = context;
  const saved = await app.db.transaction(async (tx) => {
    const facility = await courseOfEngine(tx, engine, facilityId, 'Unknown course');
    const before = await lockDynamicPricingRule(tx, facilityId);
    const row = await saveDynamicPricingRule(tx, facilityId, rule, now);
    await auditStaffAction(
      tx,
      { engine, auth, client, now },
      {
        action: DYNAMIC_PRICING_AUDIT_ACTION,
        target: `facility:${facilityId}`,
        details: {
          facilityId,
          before: before ? toCourseRule(facility, before).rule : null,
          after: toCourseRule(facility, row).rule,
        },
      },
    );
    return toCourseRule(facility, row);
  });
  app.teeTimeSearchCache.invalidate();
  return saved;
}

/**
 * POST /api/admin/dynamic-pricing/{facilityId}/preview: what a draft rule would make of each rate
 * of the course on each of the next PREVIEW_DAYS days (today first, course-local), from the
 * bookings there are now, each price with the steps that applied and the floor or ceiling that
 * clamped it (the same function search and the cart price with); nothing is saved.
 */
export async function previewDynamicPricing(
  db: Database,
  engine: BookingEngineRow,
  facilityId: number,
  draft: DynamicPricingRule,
  now: Date,
): Promise<DynamicPricingPreview> {
  const facility = await courseOfEngine(db, engine, facilityId, 'Unknown course');
  const settings = resolveFacilitySettings(
    typeof engine.settings === 'object' && engine.settings !== null ? engine.settings : {},
  );
  const today = localToday(now, facility.timeZone);
  const dates = Array.from({ length: PREVIEW_DAYS }, (_, index) => addCalendarDays(today, index));
  const lastDate = addCalendarDays(today, PREVIEW_DAYS - 1);
  const [sets, booked] = await Promise.all([
    rateSetsOfFacilities(db, [facility.id]),
    bookedPlayersByDate(db, facility.id, today, lastDate),
  ]);
  const rates = sets.flatMap((set) => set.rates);
  return {
    facilityId: facility.id,
    currencyCode: facility.currencyCode,
    days: dates.map((date) => {
      const facts = demandFacts({ facility, settings, date, bookedPlayers: booked.get(date) ?? 0, now });
      return {
        date,
        daysOut: facts.daysOut,
        utilisationPercent: facts.utilisationPercent,
        steps: appliedPricingSteps(draft, facts),
        rates: rates
          .filter((rate) => rate.daysOfWeek.includes(isoWeekday(date)))
          .map((rate) => {
            const cart = explainDynamicPrice(rate.greenFeeCart, draft, facts);
            const walking = explainDynamicPrice(rate.greenFeeWalking, draft, facts);
            return {
              rateId: rate.id,
              name: rate.name,
              fromTime: hhmm(rate.startMinute),
              toTime: hhmm(rate.endMinute),
              transportation: rate.transportation,
              greenFeeCart: rate.greenFeeCart,
              greenFeeWalking: rate.greenFeeWalking,
              adjustedCart: cart.price,
              adjustedWalking: walking.price,
              cart,
              walking,
            };
          }),
      };
    }),
  };
}
