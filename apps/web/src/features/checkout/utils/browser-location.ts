/**
 * Sends this window (the iframe, when embedded) to another page: the gateway's authentication
 * page is on the app's own origin, so the iframe itself may go there and come back.
 */
export function leaveForPage(url: string): void {
  window.location.assign(url);
}
