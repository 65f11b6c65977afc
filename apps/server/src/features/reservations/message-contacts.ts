import type { Database } from '../../db/client.ts';
import { acceptedInviteeContactsOf } from '../invitations/invitations.public.ts';
import { dayRecords, playersOf } from './reservations.repository.ts';

/** Who to tell about one live reservation: its booker, and the named players with an e-mail still in it. */
export interface ReservationContacts {
  reservationId: string;
  confirmationNumber: string;
  teetime: string;
  booker: { name: string; email: string; language: string; customerId: number | null };
  players: { slot: number; name: string; email: string; language: string }[];
}

/**
 * The engine's live reservations on a course and local date whose tee time passes `inRange`,
 * with their contacts, in three reads whatever their number: staff messages (a frost delay, a
 * closure) go to these. A reservation whose players are all cancelled is not live; a named
 * player whose slot was cancelled is left out.
 */
export async function liveReservationContacts(
  db: Database,
  engineId: number,
  facilityId: number,
  date: string,
  inRange: (teetime: string) => boolean,
): Promise<ReservationContacts[]> {
  const records = (await dayRecords(db, engineId, [facilityId], date)).filter(
    ({ reservation }) => reservation.status === 'booked' && inRange(reservation.teetime),
  );
  const ids = records.map(({ reservation }) => reservation.id);
  const [players, invitees] = await Promise.all([playersOf(db, ids), acceptedInviteeContactsOf(db, engineId, ids)]);
  const cancelled = new Set(
    players.filter((row) => row.cancelledAt !== null).map((row) => `${row.reservationId}:${row.slot}`),
  );
  return records.flatMap(({ reservation, order }) => {
    const slots = Array.from({ length: reservation.players }, (_, index) => index + 1);
    if (slots.every((slot) => cancelled.has(`${reservation.id}:${slot}`))) return [];
    return [
      {
        reservationId: reservation.id,
        confirmationNumber: reservation.confirmationNumber,
        teetime: reservation.teetime,
        booker: {
          name: `${order.firstName} ${order.lastName}`.trim(),
          email: reservation.bookerEmail || order.email,
          language: order.language,
          customerId: order.customerId,
        },
        players: invitees.flatMap((invitee) =>
          invitee.reservationId === reservation.id &&
          invitee.slot !== null &&
          !cancelled.has(`${reservation.id}:${invitee.slot}`)
            ? [
                {
                  slot: invitee.slot,
                  name: invitee.name,
                  email: invitee.email,
                  language: invitee.language ?? order.language,
                },
              ]
            : [],
        ),
      },
    ];
  });
}
