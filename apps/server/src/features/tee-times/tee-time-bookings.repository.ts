import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { teeTimeBookings } from '../../db/schema/tee-times.ts';

/** Sets the players still booked on a tee-time booking after some left it (cancelled when none is left). */
export async function setBookedPlayers(tx: Database, bookingId: number, players: number): Promise<void> {
  await tx
    .update(teeTimeBookings)
    .set(players > 0 ? { players } : { status: 'cancelled' })
    .where(eq(teeTimeBookings.id, bookingId));
}
