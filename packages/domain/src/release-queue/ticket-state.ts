/** How many golfers hold a turn at once, how long a turn lasts, and how many live tickets anonymous clients of one address may hold. */
export interface AdmissionLimits {
  admitAtOnce: number;
  turnSeconds: number;
  /** A household or shared connection fits; a script opening tickets by the hundred does not. */
  ticketsPerAddress: number;
}

export const DEFAULT_ADMISSION_LIMITS: AdmissionLimits = { admitAtOnce: 20, turnSeconds: 180, ticketsPerAddress: 4 };

/** The fewest seconds between two polls of one ticket. */
export const POLL_INTERVAL_SECONDS = 2;

/** The fewest seconds between two new tickets of one client (account, or address when anonymous) in one queue. */
export const JOIN_INTERVAL_SECONDS = 2;

/** A ticket's stored facts. */
export interface TicketFacts {
  position: number | null;
  admittedAt: Date | null;
  turnEndsAt: Date | null;
  leftAt: Date | null;
}

export type TicketStatus = 'waiting' | 'admitted' | 'expired' | 'left';

/** A ticket's state now: left, admitted until its turn ends, expired after, else waiting. */
export function ticketStatus(ticket: TicketFacts, now: Date): TicketStatus {
  if (ticket.leftAt) return 'left';
  if (ticket.admittedAt && ticket.turnEndsAt) return ticket.turnEndsAt > now ? 'admitted' : 'expired';
  return 'waiting';
}

/** Seconds until the next poll is allowed (0: now). */
export function pollWaitSeconds(lastPolledAt: Date | null, now: Date): number {
  if (!lastPolledAt) return 0;
  const elapsed = now.getTime() - lastPolledAt.getTime();
  return elapsed >= POLL_INTERVAL_SECONDS * 1000 ? 0 : Math.ceil((POLL_INTERVAL_SECONDS * 1000 - elapsed) / 1000);
}
