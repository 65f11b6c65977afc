import type { FacilitySettings } from '@fairway/contract/facility-settings.contract';
import type { CourseNotice, TeeTime, TeeTimesResponse } from '@fairway/contract/tee-times.contract';
import { blockDates, isBlocked } from '@fairway/domain/admin/tee-time-blocks';
import { defaultSearchDate, earliestBookableTeeTime } from '@fairway/domain/tee-times/booking-window';
import { lastBookableDate, localToday } from '@fairway/domain/tee-times/local-date';
import {
  isPromotionActive,
  promotionAppliesOnDay,
  promotionAppliesTo,
  type PromotionDefinition,
} from '@fairway/domain/tee-times/promotion';
import { withDynamicFees } from '@fairway/domain/tee-times/dynamic-pricing';
import { DateTime } from 'luxon';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { demandFacts, rulesByFacility } from './dynamic-pricing.ts';
import { blocksOfFacilities } from './tee-time-blocks.repository.ts';
import { cachedTeeSheet } from './tee-sheet-cache.ts';
import type { TeeTimeBlockRow } from '../../db/schema/tee-time-blocks.ts';
import {
  type BookingEngineRow,
  courseSettings,
  engineSettings,
  type FacilityRow,
  listFacilitiesOfBookingEngine,
} from '../facilities/facilities.public.ts';
import { availableSlots, priceBounds, ratesForTeeTime } from './tee-time-rates.ts';
import {
  bookedPlayers,
  lockedSlots,
  noticesOfFacilities,
  type RateWithSet,
  ratesOfFacilities,
} from './tee-times.repository.ts';
import { findPromotion, promotionDefinitionOf } from './promotions.repository.ts';
import { required } from '@fairway/domain/shared/required';

/** What GET /v2/tee-times asks for, after the contract parsed it. */
export interface TeeTimesQuery {
  date?: string | undefined;
  dateMax?: string | undefined;
  facilityIds?: number[] | undefined;
  promotionCode?: string | undefined;
  customerId?: string | undefined;
}

/** Who searches: the courses where the signed-in golfer books members' rates (none for everyone else). */
export interface SearchAudience {
  memberFacilityIds: readonly number[];
}

const PUBLIC_AUDIENCE: SearchAudience = { memberFacilityIds: [] };

/** The requested facilities of the engine; an id the engine does not show is a 404 (tenant isolation). */
export async function selectFacilities(
  db: Database,
  engine: BookingEngineRow,
  ids: number[] | undefined,
): Promise<FacilityRow[]> {
  const all = await listFacilitiesOfBookingEngine(db, engine.id);
  if (!ids || ids.length === 0) return all;
  const byId = new Map(all.map((facility) => [facility.id, facility]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length)
    throw new DomainError('NOT_FOUND', `Unknown facility ${unknown.join(', ')}`, { facilityIds: unknown });
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}

/** The promotion of a code if it exists and is valid on the date; null when none was sent or it is not valid. */
async function resolvePromotion(
  db: Database,
  engine: BookingEngineRow,
  code: string | undefined,
  date: string,
): Promise<PromotionDefinition | null> {
  if (!code) return null;
  const row = await findPromotion(db, engine.id, code);
  return row && isPromotionActive(row.validFrom, row.validTo, date) ? promotionDefinitionOf(row) : null;
}

/**
 * Whether a valid code applies to the search ("Promotion could not be applied" otherwise): its
 * limits cover some public rate of the tee times found, or, when none were found, some searched
 * course on some searched date.
 */
function promotionApplies(
  promotion: PromotionDefinition,
  teeTimes: readonly TeeTime[],
  facilities: readonly FacilityRow[],
  dates: readonly string[],
): boolean {
  if (teeTimes.length === 0)
    return facilities.some((facility) => dates.some((date) => promotionAppliesOnDay(promotion, facility.id, date)));
  return teeTimes.some((teeTime) =>
    teeTime.rates.some(
      (rate) =>
        rate.memberGuestFees === undefined &&
        promotionAppliesTo(promotion, {
          facilityId: teeTime.facilityId,
          rateId: rate.rateId,
          teeTime: teeTime.teetime,
        }),
    ),
  );
}

function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (
    let day = DateTime.fromISO(from, { zone: 'UTC' });
    day.isValid && day.toISODate() <= to;
    day = day.plus({ days: 1 })
  )
    dates.push(day.toISODate());
  return dates;
}

/** The tee sheets of some facilities over some dates, with what the database says is taken. */
async function buildTeeTimes(
  db: Database,
  input: {
    facilities: FacilityRow[];
    dates: string[];
    settings: FacilitySettings;
    now: Date;
    promotion: PromotionDefinition | null;
    audience: SearchAudience;
  },
): Promise<TeeTime[]> {
  const { facilities, dates, settings, now } = input;
  const ids = facilities.map((facility) => facility.id);
  const firstDate = dates[0];
  const lastDate = dates.at(-1);
  if (firstDate === undefined || lastDate === undefined) return [];
  const from = `${firstDate}T00:00`;
  const to = `${lastDate}T23:59`;
  const [allRates, booked, locked, blocks, rules] = await Promise.all([
    ratesOfFacilities(db, ids),
    bookedPlayers(db, ids, from, to),
    lockedSlots(db, ids, from, to, now),
    blocksOfFacilities(db, ids, firstDate, lastDate),
    rulesByFacility(db, ids),
  ]);
  const offered = settings.identity.rates;
  const ratesByFacility = new Map<number, RateWithSet[]>();
  for (const rate of allRates) {
    if (offered.length && !offered.includes(rate.rateSetName)) continue;
    ratesByFacility.set(rate.facilityId, [...(ratesByFacility.get(rate.facilityId) ?? []), rate]);
  }
  const key = (facilityId: number, teeTime: string) => `${facilityId}|${teeTime}`;
  const bookedBy = new Map(booked.map((row) => [key(row.facilityId, row.teeTime), row.players]));
  const lockedBy = new Map(locked.map((row) => [key(row.facilityId, row.teeTime), row.players]));
  // A course's booked players per date, for its dynamic pricing (from the rows already read).
  const bookedByDay = new Map<string, number>();
  for (const row of booked) {
    const day = key(row.facilityId, row.teeTime.slice(0, 10));
    bookedByDay.set(day, (bookedByDay.get(day) ?? 0) + row.players);
  }

  // Each course's own booking window (its settings may differ from the engine's): the last date
  // it sells, and the same-day notice.
  const windowByFacility = new Map(
    facilities.map((facility) => {
      const inventory = courseSettings(settings, facility).inventory;
      return [
        facility.id,
        {
          lastDate: lastBookableDate(now, facility.timeZone, inventory),
          earliest: earliestBookableTeeTime(now, facility.timeZone, inventory),
        },
      ];
    }),
  );
  const teeTimes: TeeTime[] = [];
  for (const date of dates) {
    for (const facility of facilities) {
      const baseRates = ratesByFacility.get(facility.id) ?? [];
      const window = required(windowByFacility.get(facility.id), `the booking window of course ${facility.id}`);
      if (baseRates.length === 0 || date > window.lastDate) continue;
      const sheet = cachedTeeSheet(date, facility, settings);
      const rule = required(rules.get(facility.id), `the pricing rule of course ${facility.id}`);
      const facts = rule.enabled
        ? demandFacts({ facility, settings, date, bookedPlayers: bookedByDay.get(key(facility.id, date)) ?? 0, now })
        : null;
      const facilityRates = facts ? baseRates.map((rate) => withDynamicFees(rate, rule, facts)) : baseRates;
      const earliest = window.earliest;
      const facilityBlocks = blocks.filter((block) => block.facilityId === facility.id);
      for (const teetime of sheet) {
        if (teetime < earliest) continue;
        if (facilityBlocks.length > 0 && isBlocked(facilityBlocks, teetime)) continue;
        const occupancy = {
          bookedPlayers: bookedBy.get(key(facility.id, teetime)) ?? 0,
          lockedSlots: lockedBy.get(key(facility.id, teetime)) ?? 0,
        };
        const rates = ratesForTeeTime(
          teetime,
          facilityRates,
          occupancy,
          settings.inventory.singlesMode,
          input.promotion,
          input.audience.memberFacilityIds,
        );
        if (rates.length === 0) continue;
        teeTimes.push({
          teetime,
          facilityId: facility.id,
          courseId: facility.courseId,
          timeZone: facility.timeZone,
          bookedPlayers: occupancy.bookedPlayers,
          lockedSlots: occupancy.lockedSlots,
          availableSlots: availableSlots(occupancy, facility.isSimulator, rates[0]?.groupSize),
          rates,
        });
      }
    }
  }
  return teeTimes.sort((a, b) => (a.teetime < b.teetime ? -1 : a.teetime > b.teetime ? 1 : 0));
}

/**
 * The date range a search covers, validated against the booking window: from today in the first
 * course's zone to the furthest last date of the searched courses (each course's own window, its
 * settings over the engine's).
 */
async function searchDates(
  db: Database,
  query: TeeTimesQuery,
  facilities: FacilityRow[],
  settings: FacilitySettings,
  now: Date,
  audience: SearchAudience,
): Promise<{ date: string; dateMax: string; firstDate: string; lastDate: string }> {
  const zone = facilities[0]?.timeZone ?? 'UTC';
  const firstDate = localToday(now, zone);
  const widest = facilities
    .map((facility) => {
      const inventory = courseSettings(settings, facility).inventory;
      return { inventory, lastDate: lastBookableDate(now, facility.timeZone, inventory) };
    })
    .reduce<{ inventory: FacilitySettings['inventory']; lastDate: string } | null>(
      (best, course) => (best === null || course.lastDate > best.lastDate ? course : best),
      null,
    ) ?? { inventory: settings.inventory, lastDate: lastBookableDate(now, zone, settings.inventory) };
  const lastDate = widest.lastDate;
  let date = query.date;
  if (!date) {
    if (settings.inventory.defaultStartDay === 'next-available') {
      const window = await buildTeeTimes(db, {
        facilities,
        dates: datesBetween(firstDate, lastDate),
        settings,
        now,
        promotion: null,
        audience,
      });
      const withTimes = new Set(window.map((teeTime) => teeTime.teetime.slice(0, 10)));
      date = defaultSearchDate(now, zone, widest.inventory, (day) => withTimes.has(day));
    } else {
      date = defaultSearchDate(now, zone, widest.inventory);
    }
  }
  const dateMax = query.dateMax ?? date;
  const details = { date, dateMax, firstDate, lastDate };
  if (date < firstDate) throw new DomainError('BAD_REQUEST', `The date ${date} is in the past`, details);
  if (dateMax < date) throw new DomainError('BAD_REQUEST', 'dateMax must not be before date', details);
  if (dateMax > lastDate) {
    throw new DomainError(
      'BAD_REQUEST',
      `Tee times can be booked up to ${widest.inventory.maxDaysOut} days ahead (until ${lastDate})`,
      details,
    );
  }
  return { date, dateMax, firstDate, lastDate };
}

function toNotice(row: Awaited<ReturnType<typeof noticesOfFacilities>>[number]): CourseNotice {
  return {
    id: row.id,
    facilityId: row.facilityId,
    kind: row.restriction ?? 'message',
    message: row.message,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
  };
}

/** An operator's block as golfers' notice for each searched date it closes times on (its reason as the §9 restriction alert when it names one). */
function blockNotices(blocks: TeeTimeBlockRow[], from: string, to: string): CourseNotice[] {
  return blocks.flatMap((block) =>
    blockDates(block, from, to).map((date) => ({
      id: block.id,
      facilityId: block.facilityId,
      kind: block.restriction ?? ('message' as const),
      message: block.reason,
      startsOn: date,
      endsOn: date,
      block: { id: block.id, kind: block.kind, fromTime: block.fromTime, toTime: block.toTime },
    })),
  );
}

/** GET /v2/tee-times: the bookable tee times of the engine's courses for a date (range). */
export async function searchTeeTimes(
  db: Database,
  engine: BookingEngineRow,
  query: TeeTimesQuery,
  now: Date,
  audience: SearchAudience = PUBLIC_AUDIENCE,
): Promise<TeeTimesResponse> {
  const settings = engineSettings(engine);
  const facilities = await selectFacilities(db, engine, query.facilityIds);
  const { date, dateMax, firstDate, lastDate } = await searchDates(db, query, facilities, settings, now, audience);
  const promotion = await resolvePromotion(db, engine, query.promotionCode, date);
  const ids = facilities.map((facility) => facility.id);
  const dates = datesBetween(date, dateMax);
  const [teeTimes, notices, blocks] = await Promise.all([
    buildTeeTimes(db, { facilities, dates, settings, now, promotion, audience }),
    noticesOfFacilities(db, ids, date, dateMax),
    blocksOfFacilities(db, ids, date, dateMax),
  ]);

  const rateTypes: string[] = [];
  const bounds = new Map<number, [number, number]>();
  for (const teeTime of teeTimes) {
    for (const rate of teeTime.rates) {
      if (!rateTypes.includes(rate.name)) rateTypes.push(rate.name);
      const [low, high] = priceBounds(rate);
      const current = bounds.get(teeTime.facilityId);
      bounds.set(teeTime.facilityId, current ? [Math.min(current[0], low), Math.max(current[1], high)] : [low, high]);
    }
  }
  return {
    date,
    dateMax,
    bookingWindow: { firstDate, lastDate },
    teeTimes,
    totalAvailableTeeTimes: teeTimes.length,
    rateTypes,
    priceRanges: facilities.map((facility) => ({
      facilityId: facility.id,
      currencyCode: facility.currencyCode,
      min: bounds.get(facility.id)?.[0] ?? null,
      max: bounds.get(facility.id)?.[1] ?? null,
    })),
    notices: [...notices.map(toNotice), ...blockNotices(blocks, date, dateMax)],
    promotion: query.promotionCode
      ? {
          code: query.promotionCode,
          applied: promotion !== null && promotionApplies(promotion, teeTimes, facilities, dates),
        }
      : null,
  };
}

/** GET /tee-times/prices: the price range of each course on a date. */
export async function teeTimePrices(
  db: Database,
  engine: BookingEngineRow,
  query: { date: string; facilityIds?: number[] | undefined },
  now: Date,
) {
  const result = await searchTeeTimes(db, engine, { date: query.date, facilityIds: query.facilityIds }, now);
  return result.priceRanges.map((range) => ({ ...range, date: result.date }));
}
