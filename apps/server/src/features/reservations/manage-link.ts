import { MANAGE_BOOKING_PATH } from '@fairway/contract/reservations.contract';
import { teeTimeInstant } from '@fairway/domain/reservations/reservation-lists';
import type { Database } from '../../db/client.ts';
import { appLink, signLink, verifyLink } from '../session/session.public.ts';
import { type BookingEngineRow, engineSettings } from '../facilities/facilities.public.ts';
import { DomainError } from '../../shared/domain-error.ts';

// A guest's "manage booking" token: `<reservationId>.<expiresAtMs>.<signature>`, signed (Ed25519)
// with the server's link key over the engine, the reservation and the expiry, so it opens that
// one reservation on that one alias until it expires, and cannot be guessed or altered.

const payloadOf = (engineId: number, reservationId: string, expiresAt: number) =>
  ['manage-booking', engineId, reservationId, expiresAt].join(':');

/** A signed manage token for a reservation. */
export async function issueManageToken(
  db: Database,
  engineId: number,
  reservationId: string,
  expiresAt: Date,
): Promise<string> {
  const expires = expiresAt.getTime();
  return `${reservationId}.${expires}.${await signLink(db, payloadOf(engineId, reservationId, expires))}`;
}

/** The reservation a manage token opens on this engine; 404 MANAGE_LINK_INVALID when forged or another engine's, 410 MANAGE_LINK_EXPIRED once expired. */
export async function verifyManageToken(
  db: Database,
  engineId: number,
  token: string,
  now: Date,
): Promise<{ reservationId: string; expiresAt: Date }> {
  const match = /^([0-9a-f-]{36})\.(\d{1,15})\.([A-Za-z0-9_-]{20,200})$/.exec(token.trim());
  if (!match) throw new DomainError('MANAGE_LINK_INVALID');
  const [, reservationId, expires, signature] = match as unknown as [string, string, string, string];
  // Only the canonical encoding: base64url's spare bits must not give one signature many spellings.
  if (Buffer.from(signature, 'base64url').toString('base64url') !== signature)
    throw new DomainError('MANAGE_LINK_INVALID');
  if (!(await verifyLink(db, payloadOf(engineId, reservationId, Number(expires)), signature)))
    throw new DomainError('MANAGE_LINK_INVALID');
  if (now.getTime() > Number(expires)) throw new DomainError('MANAGE_LINK_EXPIRED');
  return { reservationId, expiresAt: new Date(Number(expires)) };
}

/** When a reservation's manage link stops working: `hours` after its tee time. */
function manageLinkExpiry(teetime: string, timeZone: string, hours: number): Date {
  return new Date(teeTimeInstant(teetime, timeZone) + hours * 3_600_000);
}

/** The manage-booking page link of a reservation (for the confirmation e-mail). */
export async function manageLink(
  db: Database,
  origin: string,
  engine: BookingEngineRow,
  reservation: { id: string; teetime: string; timeZone: string },
  hours: number,
): Promise<string> {
  const token = await issueManageToken(
    db,
    engine.id,
    reservation.id,
    manageLinkExpiry(reservation.teetime, reservation.timeZone, hours),
  );
  return appLink(origin, engine, MANAGE_BOOKING_PATH, { token });
}

/** The manage links of an order's reservations, by reservation id (the checkout confirmation e-mail of a guest). */
export async function manageLinksOf(
  db: Database,
  engine: BookingEngineRow,
  origin: string,
  reservations: { reservationId: string; teetime: string; timeZone: string }[],
): Promise<Record<string, string>> {
  const hours = engineSettings(engine).reservations.manageLinkHours;
  const links: Record<string, string> = {};
  for (const reservation of reservations)
    links[reservation.reservationId] = await manageLink(
      db,
      origin,
      engine,
      { id: reservation.reservationId, teetime: reservation.teetime, timeZone: reservation.timeZone },
      hours,
    );
  return links;
}
