import { MANAGE_TOKEN_HEADER } from '@fairway/contract/reservations.contract';

/** Who is asking for a reservation: the signed-in golfer, or a guest holding the signed manage link's token. */
export type ReservationAccess = { kind: 'customer' } | { kind: 'guest'; token: string };

/** The header that carries a guest's manage token (none for the signed-in golfer). */
export function accessHeaders(access: ReservationAccess): Record<string, string> {
  return access.kind === 'guest' ? { [MANAGE_TOKEN_HEADER]: access.token } : {};
}
