import { and, eq, inArray } from 'drizzle-orm';
import { PasswordHasher } from '../../features/session/session.public.ts';
import type { Database } from '../client.ts';
import { bookingEngineFacilities, bookingEngines, facilities } from '../schema/facilities.ts';
import { customers, facilityOptIns } from '../schema/profile.ts';

/** The demo accounts' shared password (documented in the README). */
export const DEMO_PASSWORD = 'Fairway2026';

/** Demo customers of the `demo` booking engine. */
const DEMO_ACCOUNTS = [
  { email: 'golfer@example.com', firstName: 'Jordan', lastName: 'Reyes', phone: '+1 (910) 555-0187' },
  { email: 'pro@example.com', firstName: 'Casey', lastName: 'Morgan', phone: '+1 (910) 555-0123' },
] as const;

/**
 * Seeds golfer@example.com and pro@example.com (password Fairway2026, e-mail verified) as
 * customers of the `demo` engine, opted in to e-mail news at its first course.
 */
export async function seedDemoAccounts(db: Database, now: Date): Promise<void> {
  const [engine] = await db.select().from(bookingEngines).where(eq(bookingEngines.alias, 'demo')).limit(1);
  if (!engine) return;
  const passwordHash = await new PasswordHasher(1).hash(DEMO_PASSWORD);
  const inserted = await db
    .insert(customers)
    .values(
      DEMO_ACCOUNTS.map((account) => ({
        bookingEngineId: engine.id,
        email: account.email,
        passwordHash,
        firstName: account.firstName,
        lastName: account.lastName,
        phone: account.phone,
        language: 'en',
        emailVerifiedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: customers.id });
  const [first] = await db
    .select({ id: facilities.id })
    .from(bookingEngineFacilities)
    .innerJoin(facilities, eq(facilities.id, bookingEngineFacilities.facilityId))
    .where(and(eq(bookingEngineFacilities.bookingEngineId, engine.id), inArray(bookingEngineFacilities.sortOrder, [0])))
    .limit(1);
  if (!first || inserted.length === 0) return;
  await db
    .insert(facilityOptIns)
    .values(inserted.map((row) => ({ customerId: row.id, facilityId: first.id, emailOptIn: true })))
    .onConflictDoNothing();
}
