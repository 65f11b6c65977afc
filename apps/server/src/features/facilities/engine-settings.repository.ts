import type { StoredFacilitySettings } from '@fairway/contract/facility-settings.contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type BookingEngineRow, bookingEngines } from '../../db/schema/facilities.ts';
import { required } from '@fairway/domain/shared/required';

// The console's settings page writes an engine's stored settings document, its embed origins and
// partner mode through these.

/** The engine's row, locked until the transaction ends (one settings change at a time). */
export async function lockBookingEngine(db: Database, id: number): Promise<BookingEngineRow | undefined> {
  const [row] = await db.select().from(bookingEngines).where(eq(bookingEngines.id, id)).for('update').limit(1);
  return row;
}

/** Stores an engine's settings document. */
export async function storeEngineSettings(
  db: Database,
  id: number,
  settings: StoredFacilitySettings,
  now: Date,
): Promise<BookingEngineRow> {
  const [row] = await db
    .update(bookingEngines)
    .set({ settings, updatedAt: now })
    .where(eq(bookingEngines.id, id))
    .returning();
  return required(row, 'the row storeEngineSettings returned');
}

/** Stores an engine's allowed embed origins and partner (affiliate) mode. */
export async function storeEngineEmbed(
  db: Database,
  id: number,
  embed: Pick<BookingEngineRow, 'allowedOrigins' | 'affiliate'>,
  now: Date,
): Promise<BookingEngineRow> {
  const [row] = await db
    .update(bookingEngines)
    .set({ allowedOrigins: embed.allowedOrigins, affiliate: embed.affiliate, updatedAt: now })
    .where(eq(bookingEngines.id, id))
    .returning();
  return required(row, 'the row storeEngineEmbed returned');
}
