import type { DaysOutStep, UtilisationStep } from '@fairway/domain/tee-times/dynamic-pricing';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { facilities } from './facilities.ts';

/**
 * A course's dynamic pricing rule: its rates' green fees move by the day's booked
 * share and days out, between floor_percent and ceiling_percent of the rate's own price. Like
 * its rates, the rule is the course's, on every alias that sells it. No row: the rule is off.
 * Steps are validated (sorted, bounded) by the contract before they are stored.
 */
export const dynamicPricingRules = pgTable(
  'dynamic_pricing_rules',
  {
    facilityId: integer('facility_id')
      .primaryKey()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    floorPercent: integer('floor_percent').notNull().default(100),
    ceilingPercent: integer('ceiling_percent').notNull().default(100),
    utilisationSteps: jsonb('utilisation_steps').$type<UtilisationStep[]>().notNull().default([]),
    daysOutSteps: jsonb('days_out_steps').$type<DaysOutStep[]>().notNull().default([]),
    ...timestamps,
  },
  (table) => [
    check('dynamic_pricing_limits', sql`${table.floorPercent} between 0 and 100 and ${table.ceilingPercent} >= 100`),
  ],
);
export type DynamicPricingRuleRow = typeof dynamicPricingRules.$inferSelect;
