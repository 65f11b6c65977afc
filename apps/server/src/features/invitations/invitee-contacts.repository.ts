import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invitations } from '../../db/schema/invitations.ts';
import { accountLanguageOf } from '../session/session.public.ts';

/**
 * The friends who accepted an invitation to some reservations of the engine, with their name,
 * e-mail (lower case), the partner slot each fills and the language to write in (their golfer
 * account's now, else their invitation's; null when neither is known): the named players staff
 * write to in one read.
 */
export async function acceptedInviteeContactsOf(db: Database, engineId: number, reservationIds: string[]) {
  if (reservationIds.length === 0) return [];
  const rows = await db
    .select({
      reservationId: invitations.reservationId,
      slot: invitations.slot,
      name: invitations.name,
      email: invitations.email,
      invited: invitations.language,
      account: accountLanguageOf(invitations.bookingEngineId, invitations.email),
    })
    .from(invitations)
    .where(
      and(
        inArray(invitations.reservationId, reservationIds),
        eq(invitations.bookingEngineId, engineId),
        eq(invitations.status, 'accepted'),
      ),
    )
    .orderBy(asc(invitations.slot), asc(invitations.createdAt));
  return rows.map(({ invited, account, ...row }) => ({ ...row, language: account ?? invited }));
}
