import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  type GiftCertificateOptionsRow,
  giftCertificateOptions,
  type MembershipPlanRow,
  membershipPlans,
} from '../../db/schema/store.ts';
import { required } from '@fairway/domain/shared/required';

// The store's catalogue as the console edits it: membership plans and gift-certificate options.

/** The columns an operator sets on a membership plan. */
export type MembershipPlanValues = Pick<
  typeof membershipPlans.$inferInsert,
  'name' | 'description' | 'price' | 'initiationFee' | 'frequencyType' | 'termMonths' | 'renews' | 'isActive'
>;

/** Every plan of these courses, inactive ones too, in the golfers' order. */
export async function plansOfFacilities(db: Database, facilityIds: number[]): Promise<MembershipPlanRow[]> {
  if (facilityIds.length === 0) return [];
  return db
    .select()
    .from(membershipPlans)
    .where(inArray(membershipPlans.facilityId, facilityIds))
    .orderBy(asc(membershipPlans.facilityId), asc(membershipPlans.sortOrder), asc(membershipPlans.id));
}

/** A plan of one of these courses, locked for update; undefined when it is another alias's or unknown. */
export async function lockPlan(
  tx: Database,
  facilityIds: number[],
  id: number,
): Promise<MembershipPlanRow | undefined> {
  if (facilityIds.length === 0) return undefined;
  const [row] = await tx
    .select()
    .from(membershipPlans)
    .where(and(eq(membershipPlans.id, id), inArray(membershipPlans.facilityId, facilityIds)))
    .for('update');
  return row;
}

/** Adds a plan at the end of its course's list. */
export async function insertPlan(
  tx: Database,
  facilityId: number,
  values: MembershipPlanValues,
  now: Date,
): Promise<MembershipPlanRow> {
  const [row] = await tx
    .insert(membershipPlans)
    .values({
      ...values,
      facilityId,
      sortOrder: sql`(select coalesce(max(${membershipPlans.sortOrder}), 0) + 1 from ${membershipPlans} where ${membershipPlans.facilityId} = ${facilityId})`,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return required(row, 'the row insertPlan returned');
}

/** Writes a plan's operator columns. */
export async function updatePlan(
  tx: Database,
  id: number,
  values: MembershipPlanValues,
  now: Date,
): Promise<MembershipPlanRow> {
  const [row] = await tx
    .update(membershipPlans)
    .set({ ...values, updatedAt: now })
    .where(eq(membershipPlans.id, id))
    .returning();
  return required(row, 'the row updatePlan returned');
}

/** The gift-certificate options of these courses (a course without a row sells none). */
export async function giftOptionsOfFacilities(
  db: Database,
  facilityIds: number[],
): Promise<GiftCertificateOptionsRow[]> {
  if (facilityIds.length === 0) return [];
  return db.select().from(giftCertificateOptions).where(inArray(giftCertificateOptions.facilityId, facilityIds));
}

/** A course's options, locked for update; undefined when it has none. */
export async function lockGiftOptions(
  tx: Database,
  facilityId: number,
): Promise<GiftCertificateOptionsRow | undefined> {
  const [row] = await tx
    .select()
    .from(giftCertificateOptions)
    .where(eq(giftCertificateOptions.facilityId, facilityId))
    .for('update');
  return row;
}

/** Writes a course's options (creating its row the first time). */
export async function upsertGiftOptions(
  tx: Database,
  facilityId: number,
  values: { amounts: number[]; customMin: number | null; customMax: number | null },
  now: Date,
): Promise<GiftCertificateOptionsRow> {
  const [row] = await tx
    .insert(giftCertificateOptions)
    .values({ facilityId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: giftCertificateOptions.facilityId, set: { ...values, updatedAt: now } })
    .returning();
  return required(row, 'the row upsertGiftOptions returned');
}
