import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, facilityOptIns } from '../../db/schema/profile.ts';

/** What a golfer account says about texting its owner at one course. */
export interface GolferSmsContact {
  customerId: number;
  email: string;
  language: string;
  /** The phone of the profile, as typed. */
  phone: string | null;
  /** Whether the owner proved the address (an unverified account may not be theirs). */
  verified: boolean;
  /** Whether they take transactional text messages from the course (the profile's opt-in; false when they set nothing there). */
  smsOptIn: boolean;
}

/**
 * The engine's golfer accounts with these (lower-case) e-mails, each with its phone and its
 * transactional SMS opt-in at the course, by e-mail, in one read.
 */
export async function golferSmsContactsByEmail(
  db: Database,
  engineId: number,
  facilityId: number,
  emails: string[],
): Promise<Map<string, GolferSmsContact>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({
      customerId: customers.id,
      email: customers.email,
      language: customers.language,
      phone: customers.phone,
      verifiedAt: customers.emailVerifiedAt,
      smsOptIn: facilityOptIns.transactionalSmsOptIn,
    })
    .from(customers)
    .leftJoin(
      facilityOptIns,
      and(eq(facilityOptIns.customerId, customers.id), eq(facilityOptIns.facilityId, facilityId)),
    )
    .where(and(eq(customers.bookingEngineId, engineId), inArray(customers.email, emails)));
  return new Map(
    rows.map(({ verifiedAt, smsOptIn, ...row }) => [
      row.email,
      { ...row, verified: verifiedAt !== null, smsOptIn: smsOptIn === true },
    ]),
  );
}
