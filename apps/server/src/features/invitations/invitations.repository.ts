import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { inList } from '../../db/in-list.ts';
import { invitations, type InvitationRow } from '../../db/schema/invitations.ts';
import { findReservationWithOrder } from '../checkout/checkout.public.ts';
import { accountLanguageOf } from '../session/session.public.ts';
import { required } from '@fairway/domain/shared/required';

/** What invitations need of a reservation: its round, its lead and its engine. */
export interface InvitedRound {
  reservationId: string;
  engineId: number;
  status: 'booked' | 'cancelled';
  players: number;
  teetime: string;
  timeZone: string;
  courseName: string;
  leadCustomerId: number | null;
  leadEmail: string;
  leadFirstName: string;
  leadLanguage: string;
  holes: number;
  confirmationNumber: string;
}

/** A reservation of this engine (row-locked with `forUpdate`), or undefined. */
export async function findRound(
  db: Database,
  engineId: number,
  reservationId: string,
  forUpdate = false,
): Promise<InvitedRound | undefined> {
  const row = await findReservationWithOrder(db, reservationId, { engineId, forUpdate });
  if (!row) return undefined;
  const { reservation, order } = row;
  return {
    reservationId: reservation.id,
    engineId: order.bookingEngineId,
    status: reservation.status,
    players: reservation.players,
    teetime: reservation.teetime,
    timeZone: row.timeZone,
    courseName: row.courseName,
    leadCustomerId: order.customerId,
    leadEmail: order.email,
    leadFirstName: order.firstName,
    leadLanguage: order.language,
    holes: reservation.holes,
    confirmationNumber: reservation.confirmationNumber,
  };
}

export async function invitationsOf(db: Database, reservationId: string): Promise<InvitationRow[]> {
  return db
    .select()
    .from(invitations)
    .where(eq(invitations.reservationId, reservationId))
    .orderBy(asc(invitations.createdAt), asc(invitations.name), asc(invitations.id));
}

/** One invitation of this engine (row-locked with `forUpdate`). */
export async function findInvitation(
  db: Database,
  engineId: number,
  id: string,
  forUpdate = false,
): Promise<InvitationRow | undefined> {
  const query = db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.bookingEngineId, engineId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertInvitations(
  db: Database,
  rows: (typeof invitations.$inferInsert)[],
): Promise<InvitationRow[]> {
  return rows.length === 0 ? [] : db.insert(invitations).values(rows).returning();
}

export async function updateInvitation(
  db: Database,
  id: string,
  values: Partial<typeof invitations.$inferInsert>,
): Promise<InvitationRow> {
  const [row] = await db.update(invitations).set(values).where(eq(invitations.id, id)).returning();
  return required(row, 'the row updateInvitation returned');
}

/**
 * The ids of the engine's reservations whose invitation to this e-mail was accepted, as a
 * subquery (invitation e-mails are kept in lower case): a golfer's history lists those rounds too.
 */
export function reservationIdsAcceptedBy(engineId: number, email: string): SQL {
  return sql`(select ${invitations.reservationId} from ${invitations} where ${invitations.bookingEngineId} = ${engineId} and ${invitations.email} = ${email.toLowerCase()} and ${invitations.status} = 'accepted')`;
}

/** The invitation to the reservation this e-mail accepted, if any (its id). */
export async function acceptedInvitationFor(
  db: Database,
  engineId: number,
  reservationId: string,
  email: string,
): Promise<string | null> {
  const rows = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.reservationId, reservationId),
        eq(invitations.bookingEngineId, engineId),
        eq(invitations.status, 'accepted'),
        eq(invitations.email, email.toLowerCase()),
      ),
    )
    .limit(1);
  return rows[0]?.id ?? null;
}

/** The friends who accepted an invitation to some reservations, with the partner slot each fills. */
export function acceptedInviteesOf(db: Database, reservationIds: string[]) {
  if (reservationIds.length === 0) return Promise.resolve([]);
  return db
    .select({ reservationId: invitations.reservationId, slot: invitations.slot, name: invitations.name })
    .from(invitations)
    .where(and(inList(invitations.reservationId, reservationIds), eq(invitations.status, 'accepted')));
}

/**
 * The friends who accepted an invitation to a reservation, to be told of a change to it: their
 * partner slot, and the language to write in (their golfer account's now, else the one their
 * invitation was written in; null when neither is known).
 */
export async function acceptedFriendsToTell(db: Database, engineId: number, reservationId: string) {
  const rows = await db
    .select({
      invitationId: invitations.id,
      name: invitations.name,
      email: invitations.email,
      slot: invitations.slot,
      invited: invitations.language,
      account: accountLanguageOf(invitations.bookingEngineId, invitations.email),
    })
    .from(invitations)
    .where(
      and(
        eq(invitations.reservationId, reservationId),
        eq(invitations.bookingEngineId, engineId),
        eq(invitations.status, 'accepted'),
      ),
    )
    .orderBy(asc(invitations.slot), asc(invitations.createdAt));
  return rows.map(({ invited, account, ...row }) => ({ ...row, language: account ?? invited }));
}
