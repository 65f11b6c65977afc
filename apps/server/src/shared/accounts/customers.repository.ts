import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type CustomerRow, type FacilityOptInRow, customers, facilityOptIns } from '../../db/schema/profile.ts';
import { LOCKOUT_MINUTES, MAX_FAILED_LOGINS } from '@fairway/domain/session/login-error';

/** The customer of an engine with this (lower-case) e-mail. */
export async function findCustomerByEmail(db: Database, bookingEngineId: number, email: string): Promise<CustomerRow | undefined> {
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
export async function findCustomerByPublicId(db: Database, bookingEngineId: number, publicId: string): Promise<CustomerRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(publicId)) return undefined;
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.bookingEngineId, bookingEngineId), eq(customers.publicId, publicId)))
    .limit(1);
  return row;
}

/** The customer of an engine with this golf-ID subject. */
export async function findCustomerByGolfId(db: Database, bookingEngineId: number, subject: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.bookingEngineId, bookingEngineId), eq(customers.golfIdSubject, subject)))
    .limit(1);
  return row;
}

/** A new customer to insert. */
export type NewCustomer = typeof customers.$inferInsert;

/** Inserts a customer; undefined when the e-mail is already taken in this engine. */
export async function insertCustomer(db: Database, values: NewCustomer): Promise<CustomerRow | undefined> {
  const [row] = await db.insert(customers).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * Counts a failed sign-in in one guarded update (safe across processes): a lock that has run
 * out starts the count again; the MAX_FAILED_LOGINS-th failure sets the lock.
 */
export async function recordFailedLogin(db: Database, id: number, now: Date): Promise<{ lockedUntil: Date | null }> {
  const lockUntil = new Date(now.getTime() + LOCKOUT_MINUTES * 60_000);
  const nowIso = now.toISOString();
  const count = sql`(case when ${customers.lockedUntil} is not null and ${customers.lockedUntil} <= ${nowIso}::timestamptz then 0 else ${customers.failedLoginCount} end) + 1`;
  const [row] = await db
    .update(customers)
    .set({
      failedLoginCount: count,
      lockedUntil: sql`case when ${count} >= ${MAX_FAILED_LOGINS} then ${lockUntil.toISOString()}::timestamptz
        when ${customers.lockedUntil} <= ${nowIso}::timestamptz then null else ${customers.lockedUntil} end`,
    })
    .where(eq(customers.id, id))
    .returning({ lockedUntil: customers.lockedUntil });
  return { lockedUntil: row?.lockedUntil ?? null };
}

/** Forgets failed sign-ins after a success or a password reset. */
export async function clearFailedLogins(db: Database, id: number): Promise<void> {
  await db.update(customers).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(customers.id, id));
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
      .onConflictDoUpdate({ target: [facilityOptIns.customerId, facilityOptIns.facilityId], set: { ...changes, updatedAt: new Date() } });
  }
}

/** Turns e-mail marketing off at the given facilities (or all). */
export async function unsubscribeEmail(db: Database, customerId: number, facilityIds: number[] | null): Promise<void> {
  const where = facilityIds
    ? and(eq(facilityOptIns.customerId, customerId), inArray(facilityOptIns.facilityId, facilityIds))
    : eq(facilityOptIns.customerId, customerId);
  await db.update(facilityOptIns).set({ emailOptIn: false }).where(where);
}
