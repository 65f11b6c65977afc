import { POLL_INTERVAL_SECONDS } from '@fairway/domain/release-queue/ticket-state';

/** How often (app-clock ms) the pacing forgets tickets not polled for a whole interval. */
const SWEEP_EVERY_MS = 60_000;

/**
 * One poll per ticket per interval, in this process's memory: the conditional UPDATE of
 * last_polled_at it replaces was a write, a WAL flush and a row lock on every poll. Per process,
 * so a client that spreads its polls over N processes gets at most N per interval, each answered
 * from the process's snapshot (queue-snapshot.ts) at no database cost: the bound is what pacing is
 * for. App instances sharing a process share it (module state), and tickets are never shared
 * between databases (256-bit random tokens), so the map needs no other key.
 */
export class PollPacing {
  private readonly lastPoll = new Map<string, number>();
  private sweptAt = 0;

  constructor(private readonly intervalMs: number) {}

  /** Records a poll of the ticket at `now` and answers 0, or the whole seconds to wait when its last poll is too recent. */
  take(tokenHash: string, now: Date): number {
    const at = now.getTime();
    this.sweep(at);
    const last = this.lastPoll.get(tokenHash);
    if (last !== undefined && at - last < this.intervalMs)
      return Math.max(1, Math.ceil((this.intervalMs - (at - last)) / 1000));
    this.lastPoll.set(tokenHash, at);
    return 0;
  }

  /** Forgets a ticket (an unknown token: nothing to pace). */
  forget(tokenHash: string): void {
    this.lastPoll.delete(tokenHash);
  }

  private sweep(at: number): void {
    if (Math.abs(at - this.sweptAt) < SWEEP_EVERY_MS) return;
    this.sweptAt = at;
    for (const [tokenHash, last] of this.lastPoll) if (at - last >= this.intervalMs) this.lastPoll.delete(tokenHash);
  }
}

/** The process's pacing of waiting-room polls. */
export const pollPacing = new PollPacing(POLL_INTERVAL_SECONDS * 1000);
