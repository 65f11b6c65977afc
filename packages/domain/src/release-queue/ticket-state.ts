/** How many golfers hold a turn at once, and how long a turn lasts. */
export interface AdmissionLimits {
  admitAtOnce: number;
  turnSeconds: number;
}

export const DEFAULT_ADMISSION_LIMITS: AdmissionLimits = { admitAtOnce: 20, turnSeconds: 180 };

/** The fewest seconds between two polls of one ticket. */
export const POLL_INTERVAL_SECONDS = 2;

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
