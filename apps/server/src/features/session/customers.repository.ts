import { and, eq, inArray } from 'drizzle-orm';
import { emailSkeleton } from '@fairway/domain/session/email-skeleton';
import type { Database } from '../../db/client.ts';
import { type CustomerRow, type FacilityOptInRow, customers, facilityOptIns } from '../../db/schema/profile.ts';

/** The customer of an engine with this (lower-case) e-mail. */
export async function findCustomerByEmail(
  db: Database,
  bookingEngineId: number,
  email: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.bookingEngineId, bookingEngineId), eq(customers.email, email.toLowerCase())))
    .limit(1);
  return row;
}

/** A customer by internal id. */
export async function findCustomerById(db: Database, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row;
}

/** A customer of an engine by its public id. */
export async function findCustomerByPublicId(
  db: Database,
  bookingEngineId: number,
  publicId: string,
): Promise<CustomerRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(publicId)) return undefined;
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.bookingEngineId, bookingEngineId), eq(customers.publicId, publicId)))
    .limit(1);
  return row;
}

/** The customer of an engine with this golf-ID subject. */
export async function findCustomerByGolfId(
  db: Database,
  bookingEngineId: number,
  subject: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.bookingEngineId, bookingEngineId), eq(customers.golfIdSubject, subject)))
    .limit(1);
  return row;
}

/** A new customer to insert. */
export type NewCustomer = typeof customers.$inferInsert;

/** Inserts a customer, with its address's look-alike skeleton; undefined when the e-mail is already taken in this engine. */
export async function insertCustomer(db: Database, values: NewCustomer): Promise<CustomerRow | undefined> {
  const withSkeleton = { ...values, emailSkeleton: values.emailSkeleton ?? emailSkeleton(values.email) };
  const [row] = await db.insert(customers).values(withSkeleton).onConflictDoNothing().returning();
  return row;
}

/**
 * The customer, its row locked until the transaction ends: account changes that must not
 * interleave (issuing and using password-reset links) take it first.
 */
export async function lockCustomer(db: Database, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).for('update');
  return row;
}

/** Updates a customer's own fields. */
export async function updateCustomer(db: Database, id: number, values: Partial<NewCustomer>): Promise<CustomerRow> {
  const [row] = await db.update(customers).set(values).where(eq(customers.id, id)).returning();
  if (!row) throw new Error(`customer ${id} vanished`);
  return row;
}

/** A customer's opt-in rows. */
export function listOptIns(db: Database, customerId: number): Promise<FacilityOptInRow[]> {
  return db.select().from(facilityOptIns).where(eq(facilityOptIns.customerId, customerId));
}

/** Sets opt-ins of some facilities (insert or update). */
export async function upsertOptIns(
  db: Database,
  rows: Array<Omit<typeof facilityOptIns.$inferInsert, 'createdAt' | 'updatedAt'>>,
): Promise<void> {
  for (const row of rows) {
    const { customerId: _c, facilityId: _f, ...changes } = row;
    await db
      .insert(facilityOptIns)
      .values(row)
      .onConflictDoUpdate({
        target: [facilityOptIns.customerId, facilityOptIns.facilityId],
        set: { ...changes, updatedAt: new Date() },
      });
  }
}

/** Turns e-mail marketing off at the given facilities (or all). */
export async function unsubscribeEmail(db: Database, customerId: number, facilityIds: number[] | null): Promise<void> {
  const where = facilityIds
    ? and(eq(facilityOptIns.customerId, customerId), inArray(facilityOptIns.facilityId, facilityIds))
    : eq(facilityOptIns.customerId, customerId);
  await db.update(facilityOptIns).set({ emailOptIn: false }).where(where);
}
