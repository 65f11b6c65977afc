import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type BookingEngineRow, bookingEngines } from '../../db/schema/facilities.ts';

/** The booking engine with this alias, if any. */
export async function findBookingEngineByAlias(db: Database, alias: string): Promise<BookingEngineRow | undefined> {
  const [row] = await db.select().from(bookingEngines).where(eq(bookingEngines.alias, alias)).limit(1);
  return row;
}

/** The booking engine flagged as the default, if any. */
export async function findDefaultBookingEngine(db: Database): Promise<BookingEngineRow | undefined> {
  const [row] = await db.select().from(bookingEngines).where(eq(bookingEngines.isDefault, true)).limit(1);
  return row;
}
