// The fair release queue's ticket while the golfer holds one (issue #19): the waiting room sets
// it, and every call carries it in x-release-ticket so that holds during the golfer's turn pass.
let current: string | null = null;

/** Sets (or with null forgets) the ticket the calls carry. */
export function setReleaseTicket(ticket: string | null): void {
  current = ticket;
}

/** The ticket the calls carry, if any. */
export const releaseTicket = (): string | null => current;
