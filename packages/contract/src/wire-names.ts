// Names on the wire that the browser's first screen needs without loading zod. The contract
// modules re-export them beside their schemas, so server code imports them from there.

/** The header naming the booking engine (tenant) of a call. */
export const ALIAS_HEADER = 'x-be-alias';

/** The header every state-changing API call must carry (CSRF defence with the Origin check). */
export const CSRF_HEADER = 'x-fairway-csrf';

/** Guest identity headers (SPEC §7): the e-mail base64-encoded, then names and phone. */
export const GUEST_HEADERS = {
  email: 'x-be-guest-email',
  firstName: 'x-be-guest-first-name',
  lastName: 'x-be-guest-last-name',
  phone: 'x-be-guest-phone',
} as const;

/** The id of the JSON data block in the HTML shell that carries the start-up answers. */
export const SHELL_BOOTSTRAP_ID = 'fairway-bootstrap';

/** The header carrying a golfer's release-queue ticket: polls, leaving, and release-day cart holds. */
export const RELEASE_TICKET_HEADER = 'x-release-ticket';
