/** How many golfers hold a turn at once, how long a turn lasts, and how many live tickets anonymous clients of one address may hold. */
export interface AdmissionLimits {
  admitAtOnce: number;
  turnSeconds: number;
  /** A household or shared connection fits; a script opening tickets by the hundred does not. */
  ticketsPerAddress: number;
}

export const DEFAULT_ADMISSION_LIMITS: AdmissionLimits = { admitAtOnce: 20, turnSeconds: 180, ticketsPerAddress: 4 };

/** Running turns of a queue: all of them, and those still choosing (no tee time held yet). */
export interface TurnsRunning {
  inTurn: number;
  choosing: number;
}

/**
 * How many waiting golfers get a turn now: the free turns under `admitAtOnce`, but never more
 * golfers choosing at once than tee times left with a free slot. Near the end of a release the
 * few tee times left go to those whose turn came, not to the fastest of twenty admitted together
 * (a script books in a second, a person in a minute). With none left, turns run as usual, so
 * those in line learn it is sold out, and a hold that lapses is found by the next.
 */
export function turnsToGive(limits: Pick<AdmissionLimits, 'admitAtOnce'>, running: TurnsRunning, openTeeTimes: number | null): number {
  const free = limits.admitAtOnce - running.inTurn;
  if (openTeeTimes === null || openTeeTimes === 0) return Math.max(0, free);
  return Math.max(0, Math.min(free, openTeeTimes - running.choosing));
}

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
