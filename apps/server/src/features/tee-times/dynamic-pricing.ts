import type { FacilitySettings } from '@fairway/contract/facility-settings.contract';
import {
  daysOutOf,
  type DemandFacts,
  type DynamicPricingRule,
  NO_DYNAMIC_PRICING,
  utilisationPercent,
} from '@fairway/domain/tee-times/dynamic-pricing';
import { MAX_PLAYERS_PER_TEE_TIME } from '@fairway/domain/tee-times/allowed-players';
import { localToday } from '@fairway/domain/tee-times/local-date';
import type { Database } from '../../db/client.ts';
import type { DynamicPricingRuleRow } from '../../db/schema/dynamic-pricing.ts';
import { bookedPlayersByDate, rulesOfFacilities } from './dynamic-pricing.repository.ts';
import { cachedTeeSheet } from './tee-sheet-cache.ts';
import type { FacilityRow } from '../facilities/facilities.public.ts';

// Dynamic pricing as search, the cart and the console's preview apply it: one
// definition of a day's utilisation so that the price a golfer saw in search is the price the
// cart holds. Utilisation = players booked on the course's local date ÷ (the day's tee sheet
// intervals × 4 players). Holds and locks do not count (a golfer's own hold never moves the
// price it is quoted) and blocked intervals stay in the capacity.

/** A stored rule as the domain reads it. */
export function toRule(row: DynamicPricingRuleRow | undefined): DynamicPricingRule {
  if (!row) return NO_DYNAMIC_PRICING;
  return {
    enabled: row.enabled,
    floorPercent: row.floorPercent,
    ceilingPercent: row.ceilingPercent,
    utilisationSteps: row.utilisationSteps,
    daysOutSteps: row.daysOutSteps,
  };
}

/** The rules of these courses by id (off where none is saved). */
export async function rulesByFacility(db: Database, facilityIds: number[]): Promise<Map<number, DynamicPricingRule>> {
  const rows = await rulesOfFacilities(db, facilityIds);
  return new Map(facilityIds.map((id) => [id, toRule(rows.find((row) => row.facilityId === id))]));
}

/** What a course's day looks like to the rule: its utilisation and days out from today (course-local). */
export function demandFacts(input: {
  facility: FacilityRow;
  settings: FacilitySettings;
  date: string;
  bookedPlayers: number;
  now: Date;
}): DemandFacts {
  const capacity = cachedTeeSheet(input.date, input.facility, input.settings).length * MAX_PLAYERS_PER_TEE_TIME;
  return {
    utilisationPercent: utilisationPercent(input.bookedPlayers, capacity),
    daysOut: daysOutOf(localToday(input.now, input.facility.timeZone), input.date),
  };
}

/** A course's rule (unless `ruleRow` is given) and the facts of one of its dates, read inside the caller's transaction; null when the rule is off. */
export async function dynamicPricingOn(
  db: Database,
  input: {
    facility: FacilityRow;
    settings: FacilitySettings;
    date: string;
    now: Date;
    ruleRow?: DynamicPricingRuleRow | null;
  },
): Promise<{ rule: DynamicPricingRule; facts: DemandFacts } | null> {
  // The caller may have read the rule's row already (the cart reads it with the rate): null is "none saved".
  const row = input.ruleRow !== undefined ? input.ruleRow : (await rulesOfFacilities(db, [input.facility.id]))[0];
  const rule = toRule(row ?? undefined);
  if (!rule.enabled) return null;
  const booked = await bookedPlayersByDate(db, input.facility.id, input.date, input.date);
  return { rule, facts: demandFacts({ ...input, bookedPlayers: booked.get(input.date) ?? 0 }) };
}
