import { and, asc, desc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { facilityCurrencyCodeOf, facilityNameOf } from '../facilities/facilities.public.ts';
import {
  customerMemberships,
  giftCertificateOptions,
  giftCertificates,
  membershipCharges,
  membershipPlans,
  type CustomerMembershipRow,
  type GiftCertificateRow,
  type MembershipPlanRow,
} from '../../db/schema/store.ts';
import { required } from '@fairway/domain/shared/required';

/** The active plans of these facilities, with each facility's name and currency. */
export async function listPlans(db: Database, facilityIds: number[]) {
  if (facilityIds.length === 0) return [];
  return db
    .select({
      plan: membershipPlans,
      facilityName: facilityNameOf(membershipPlans.facilityId),
      currencyCode: facilityCurrencyCodeOf(membershipPlans.facilityId),
    })
    .from(membershipPlans)
    .where(and(inArray(membershipPlans.facilityId, facilityIds), eq(membershipPlans.isActive, true)))
    .orderBy(asc(membershipPlans.facilityId), asc(membershipPlans.sortOrder), asc(membershipPlans.id));
}

/** A plan of this facility (active or not), or null. */
export async function findPlan(db: Database, facilityId: number, planId: number): Promise<MembershipPlanRow | null> {
  const [row] = await db
    .select()
    .from(membershipPlans)
    .where(and(eq(membershipPlans.id, planId), eq(membershipPlans.facilityId, facilityId)));
  return row ?? null;
}

/** The gift-certificate options of these facilities, with each facility's name and currency. */
export async function listGiftOptions(db: Database, facilityIds: number[]) {
  if (facilityIds.length === 0) return [];
  return (
    db
      .select({
        options: giftCertificateOptions,
        facilityName: facilityNameOf(giftCertificateOptions.facilityId),
        currencyCode: facilityCurrencyCodeOf(giftCertificateOptions.facilityId),
      })
      .from(giftCertificateOptions)
      // Options with no amount and no custom range sell nothing (staff took gift certificates off sale).
      .where(
        and(
          inArray(giftCertificateOptions.facilityId, facilityIds),
          or(sql`cardinality(${giftCertificateOptions.amounts}) > 0`, isNotNull(giftCertificateOptions.customMin)),
        ),
      )
      .orderBy(asc(giftCertificateOptions.facilityId))
  );
}

/** The customer's membership of this plan that is still held (active or past due), or null. */
export async function findHeldMembership(
  db: Database,
  customerId: number,
  planId: number,
): Promise<CustomerMembershipRow | null> {
  const [row] = await db
    .select()
    .from(customerMemberships)
    .where(
      and(
        eq(customerMemberships.customerId, customerId),
        eq(customerMemberships.planId, planId),
        inArray(customerMemberships.status, ['active', 'past_due']),
      ),
    );
  return row ?? null;
}

/** A customer's memberships, newest first. */
export async function listMemberships(
  db: Database,
  customerId: number,
  facilityIds: number[],
): Promise<CustomerMembershipRow[]> {
  if (facilityIds.length === 0) return [];
  return db
    .select()
    .from(customerMemberships)
    .where(and(eq(customerMemberships.customerId, customerId), inArray(customerMemberships.facilityId, facilityIds)))
    .orderBy(desc(customerMemberships.createdAt));
}

/** A customer's membership by id, locked for the caller's transaction. */
export async function findMembershipForUpdate(
  db: Database,
  customerId: number,
  id: string,
): Promise<CustomerMembershipRow | null> {
  const [row] = await db
    .select()
    .from(customerMemberships)
    .where(and(eq(customerMemberships.id, id), eq(customerMemberships.customerId, customerId)))
    .for('update');
  return row ?? null;
}

export async function updateMembership(
  db: Database,
  id: string,
  values: Partial<typeof customerMemberships.$inferInsert>,
): Promise<CustomerMembershipRow> {
  const [row] = await db
    .update(customerMemberships)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(customerMemberships.id, id))
    .returning();
  return required(row, 'the row updateMembership returned');
}

export async function insertMemberships(
  db: Database,
  rows: (typeof customerMemberships.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(customerMemberships).values(rows);
}

export async function insertGiftCertificates(
  db: Database,
  rows: (typeof giftCertificates.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(giftCertificates).values(rows);
}

/** Certificates the customer bought, or that were sent to their e-mail, newest first. */
export async function listCertificatesOf(
  db: Database,
  customerId: number,
  email: string,
  facilityIds: number[],
): Promise<GiftCertificateRow[]> {
  if (facilityIds.length === 0) return [];
  return db
    .select()
    .from(giftCertificates)
    .where(
      and(
        inArray(giftCertificates.facilityId, facilityIds),
        or(
          eq(giftCertificates.purchaserCustomerId, customerId),
          and(
            sql`lower(${giftCertificates.recipientEmail}) = lower(${email})`,
            lte(giftCertificates.deliverAt, sql`now()`),
          ),
        ),
      ),
    )
    .orderBy(desc(giftCertificates.createdAt));
}

/** A facility's gift-certificate options, or null when it sells none. */
export async function findGiftOptions(db: Database, facilityId: number) {
  const [row] = await db.select().from(giftCertificateOptions).where(eq(giftCertificateOptions.facilityId, facilityId));
  return row ?? null;
}

/** The facilities where the golfer holds an active membership (search, cart and checkout price members' rates with it). */
export async function activeMembershipFacilities(db: Database, customerId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ facilityId: customerMemberships.facilityId })
    .from(customerMemberships)
    .where(and(eq(customerMemberships.customerId, customerId), eq(customerMemberships.status, 'active')));
  return rows.map((row) => row.facilityId).sort((a, b) => a - b);
}

/** The golfer's memberships at a facility, latest start first (the pro profile lists them). */
export function membershipsAt(db: Database, customerId: number, facilityId: number): Promise<CustomerMembershipRow[]> {
  return db
    .select()
    .from(customerMemberships)
    .where(and(eq(customerMemberships.customerId, customerId), eq(customerMemberships.facilityId, facilityId)))
    .orderBy(desc(customerMemberships.startDate));
}

/** The instalments of the golfer's memberships at a facility, newest first, each with its membership. */
export function membershipChargesAt(db: Database, customerId: number, facilityId: number) {
  return db
    .select({ charge: membershipCharges, membership: customerMemberships })
    .from(membershipCharges)
    .innerJoin(customerMemberships, eq(customerMemberships.id, membershipCharges.membershipId))
    .where(and(eq(customerMemberships.customerId, customerId), eq(customerMemberships.facilityId, facilityId)))
    .orderBy(desc(membershipCharges.instalment), asc(customerMemberships.name));
}

/** Gift certificates of a facility the golfer bought, or that were delivered to their e-mail, newest first. */
export function giftCertificatesOfGolferAt(
  db: Database,
  customerId: number,
  email: string,
  facilityId: number,
): Promise<GiftCertificateRow[]> {
  return db
    .select()
    .from(giftCertificates)
    .where(
      and(
        eq(giftCertificates.facilityId, facilityId),
        or(
          eq(giftCertificates.purchaserCustomerId, customerId),
          and(eq(giftCertificates.recipientEmail, email), isNotNull(giftCertificates.deliveredAt)),
        ),
      ),
    )
    .orderBy(desc(giftCertificates.createdAt));
}
