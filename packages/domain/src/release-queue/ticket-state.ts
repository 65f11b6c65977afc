/** How many golfers hold a turn at once, how long a turn lasts, and how many live tickets anonymous clients of one address may hold. */
export interface AdmissionLimits {
  admitAtOnce: number;
  turnSeconds: number;
  /** A household or shared connection fits; a script opening tickets by the hundred does not. */
  ticketsPerAddress: number;
}

export const DEFAULT_ADMISSION_LIMITS: AdmissionLimits = { admitAtOnce: 10, turnSeconds: 180, ticketsPerAddress: 4 };

/** Running turns of a queue that are still choosing (no tee time held yet). */
export interface TurnsRunning {
  choosing: number;
}

/**
 * How many waiting golfers get a turn now: `admitAtOnce` golfers choosing at once, never more than
 * tee times left with a free slot. A turn that holds its tee time is paying, not choosing, so the
 * next in line starts choosing meanwhile: the few choosing at once is what keeps a turn close to
 * an exclusive window (a script holds in a second, a person after a minute's look, and twenty
 * choosing together gave scripts the tee times people were still looking at), and paying turns
 * not counting is what keeps the line moving. Near the end of a release the last tee times go to
 * those whose turn came. With none left, turns run as usual, so those in line learn it is sold
 * out, and a hold that lapses is found by the next.
 */
export function turnsToGive(
  limits: Pick<AdmissionLimits, 'admitAtOnce'>,
  running: TurnsRunning,
  openTeeTimes: number | null,
): number {
  const free = limits.admitAtOnce - running.choosing;
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
