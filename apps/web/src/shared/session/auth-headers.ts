import { CSRF_HEADER, GUEST_HEADERS } from '@fairway/contract/wire-names';
import type { GuestIdentity } from '@fairway/contract/session.contract';

/** The part of the store the base client reads to identify the caller (the session slice's shape). */
export interface AuthHeaderState {
  session?: { token: string | null; guest: GuestIdentity | null };
}

/** Base64 of a UTF-8 string (the guest e-mail header of SPEC §7). */
function base64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

/**
 * Adds the caller's identity (SPEC §7): the bearer token of this page's sign-in when there is
 * one (the HttpOnly cookie covers the rest), else a guest's e-mail (base64), names and phone;
 * and the CSRF header every state-changing call must carry.
 */
export function applyAuthHeaders(headers: Headers, state: AuthHeaderState): Headers {
  headers.set(CSRF_HEADER, '1');
  const session = state.session;
  if (session?.token) {
    headers.set('authorization', `Bearer ${session.token}`);
  } else if (session?.guest) {
    headers.set(GUEST_HEADERS.email, base64(session.guest.guestEmailAddress));
    headers.set(GUEST_HEADERS.firstName, session.guest.guestName.first);
    headers.set(GUEST_HEADERS.lastName, session.guest.guestName.last);
    if (session.guest.guestPhone) headers.set(GUEST_HEADERS.phone, session.guest.guestPhone);
  }
  return headers;
}
