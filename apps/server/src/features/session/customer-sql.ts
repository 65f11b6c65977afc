import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { customers, facilityOptIns } from '../../db/schema/profile.ts';

// Fragments other areas embed in their own statements when a row of theirs needs a golfer's
// contact or language: the statement stays one round trip, and only this area names its tables.
// Each scalar subquery reads at most one row by a unique key (the id; the engine and e-mail).

/**
 * The subquery nested one level: in the fields of a one-table select Drizzle writes top-level
 * columns without their table, and inside the subquery a bare `customer_id` would name its own.
 */
const nested = <T>(subquery: SQL): SQL<T> => sql<T>`${subquery}`;

/** The e-mail of the golfer whose id is `customerId` (a column of the outer statement). */
export function customerEmailOf(customerId: SQLWrapper): SQL<string> {
  return nested(sql`(select ${customers.email} from ${customers} where ${customers.id} = ${customerId})`);
}

/** The first and last name of the golfer whose id is `customerId`, as one line. */
export function customerNameOf(customerId: SQLWrapper): SQL<string> {
  return nested(
    sql`(select trim(${customers.firstName} || ' ' || ${customers.lastName}) from ${customers} where ${customers.id} = ${customerId})`,
  );
}

/** The phone the golfer whose id is `customerId` gave, if any. */
export function customerPhoneOf(customerId: SQLWrapper): SQL<string | null> {
  return nested(sql`(select ${customers.phone} from ${customers} where ${customers.id} = ${customerId})`);
}

/** The language of the engine's golfer account with this (lower-case) e-mail; null when there is none. */
export function accountLanguageOf(bookingEngineId: SQLWrapper, email: SQLWrapper): SQL<string | null> {
  return nested(
    sql`(select ${customers.language} from ${customers} where ${customers.bookingEngineId} = ${bookingEngineId} and ${customers.email} = ${email})`,
  );
}

/** Whether the golfer whose id is `customerId` takes transactional SMS from the facility; null when they set nothing there. */
export function transactionalSmsOptInOf(customerId: SQLWrapper, facilityId: number): SQL<boolean | null> {
  return nested(
    sql`(select ${facilityOptIns.transactionalSmsOptIn} from ${facilityOptIns} where ${facilityOptIns.customerId} = ${customerId} and ${facilityOptIns.facilityId} = ${facilityId})`,
  );
}
