import { readStored, writeStored } from '../browser/safe-storage.ts';

// Google "reserve with" conversion tracking: the host page's rwg_token comes into the iframe URL
// (embed.js passes it on). Iframe cookies may be partitioned, so it is kept in session storage
// and stored with the cart on the server, which sends the conversion after a checkout.

/** The URL parameter and the session-storage key of the token. */
const RWG_TOKEN_PARAM = 'rwg_token';
const RWG_TOKEN_KEY = 'fairway.rwgToken';
const MAX_TOKEN_LENGTH = 500;

/** Keeps the token of the start URL (if any) for this visit. */
export function captureRwgToken(search: string): void {
  const token = new URLSearchParams(search).get(RWG_TOKEN_PARAM)?.trim();
  if (token && token.length <= MAX_TOKEN_LENGTH) writeStored('sessionStorage', RWG_TOKEN_KEY, token);
}

/** The visit's token, or null. */
export function readRwgToken(): string | null {
  return readStored('sessionStorage', RWG_TOKEN_KEY) || null;
}

/** Remembers which cart already carries the token, so it is sent once per cart. */
const RWG_SENT_KEY = 'fairway.rwgTokenCart';

/** Whether the token was already stored with this cart. */
export function rwgTokenSentFor(cartId: string): boolean {
  return readStored('sessionStorage', RWG_SENT_KEY) === cartId;
}

/** Marks the token as stored with this cart. */
export function markRwgTokenSent(cartId: string): void {
  writeStored('sessionStorage', RWG_SENT_KEY, cartId);
}
