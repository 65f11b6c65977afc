import type { DynamicPricingRuleInput } from '@fairway/contract/admin-dynamic-pricing.contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dynamicPricingRules } from '../../db/schema/dynamic-pricing.ts';
import type { DynamicPricingRuleRow } from '../tee-times/tee-times.public.ts';
import { required } from '@fairway/domain/shared/required';

/** A course's rule row locked for update (saves of one course's rule queue), if one is saved. */
export async function lockRule(tx: Database, facilityId: number): Promise<DynamicPricingRuleRow | undefined> {
  const [row] = await tx
    .select()
    .from(dynamicPricingRules)
    .where(eq(dynamicPricingRules.facilityId, facilityId))
    .for('update')
    .limit(1);
  return row;
}

/** Saves a course's rule (insert or replace). */
export async function saveRule(
  tx: Database,
  facilityId: number,
  rule: DynamicPricingRuleInput,
  now: Date,
): Promise<DynamicPricingRuleRow> {
  const values = { ...rule, updatedAt: now };
  const [row] = await tx
    .insert(dynamicPricingRules)
    .values({ facilityId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: dynamicPricingRules.facilityId, set: values })
    .returning();
  return required(row, 'the row saveRule returned');
}
