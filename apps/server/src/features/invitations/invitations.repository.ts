import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, reservations } from '../../db/schema/checkout.ts';
import { facilityNameOf, facilityTimeZoneOf } from '../facilities/facilities.public.ts';
import { invitations, type InvitationRow } from '../../db/schema/invitations.ts';
import { customers } from '../../db/schema/profile.ts';
import { reservationPlayers } from '../../db/schema/reservations.ts';
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

const roundColumns = {
  reservationId: reservations.id,
  engineId: orders.bookingEngineId,
  status: reservations.status,
  players: reservations.players,
  teetime: reservations.teetime,
  timeZone: facilityTimeZoneOf(reservations.facilityId),
  courseName: facilityNameOf(reservations.facilityId),
  leadCustomerId: orders.customerId,
  leadEmail: orders.email,
  leadFirstName: orders.firstName,
  leadLanguage: orders.language,
  holes: reservations.holes,
  confirmationNumber: reservations.confirmationNumber,
};

/** A reservation of this engine (row-locked with `forUpdate`), or undefined. */
export async function findRound(
  db: Database,
  engineId: number,
  reservationId: string,
  forUpdate = false,
): Promise<InvitedRound | undefined> {
  const query = db
    .select(roundColumns)
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .where(and(eq(reservations.id, reservationId), eq(orders.bookingEngineId, engineId)));
  const [row] = forUpdate ? await query.for('update', { of: reservations }) : await query;
  return row;
}

/** Each recorded player slot of a reservation: whether it was cancelled and whether it checked in. */
export async function playerSlotsOf(
  db: Database,
  reservationId: string,
): Promise<{ slot: number; cancelled: boolean; checkedIn: boolean }[]> {
  const rows = await db
    .select({
      slot: reservationPlayers.slot,
      cancelledAt: reservationPlayers.cancelledAt,
      checkedInAt: reservationPlayers.checkedInAt,
    })
    .from(reservationPlayers)
    .where(eq(reservationPlayers.reservationId, reservationId));
  return rows.map((row) => ({
    slot: row.slot,
    cancelled: row.cancelledAt !== null,
    checkedIn: row.checkedInAt !== null,
  }));
}

/** The player slots of a reservation that were cancelled (they take no friend). */
export async function cancelledSlotsOf(db: Database, reservationId: string): Promise<number[]> {
  const rows = await db
    .select({ slot: reservationPlayers.slot })
    .from(reservationPlayers)
    .where(and(eq(reservationPlayers.reservationId, reservationId), isNotNull(reservationPlayers.cancelledAt)));
  return rows.map((row) => row.slot);
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

/** The languages of this engine's golfers with these e-mails (lower-cased). */
export async function languagesOf(db: Database, engineId: number, emails: string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ email: customers.email, language: customers.language })
    .from(customers)
    .where(and(eq(customers.bookingEngineId, engineId), inArray(customers.email, emails)));
  return new Map(rows.map((row) => [row.email, row.language]));
}
