import { POLL_INTERVAL_SECONDS } from '@fairway/domain/release-queue/ticket-state';
import type { ReleaseQueueRow } from '../../db/schema/release-queue.ts';
import type { SnapshotTicketRow } from './queue-snapshot.repository.ts';
import type { QueueKey } from './release-queue.repository.ts';

// On release morning the waiting room's polls are most of the server's requests (20,000 of
// 25,000 in the full release-sim). Each poll used to write its ticket row (the pacing) and read the
// queue and the line: a commit with a WAL flush per poll, and row locks the turns' and holds'
// writes waited on. Now each process reads the whole line once per SNAPSHOT_MAX_AGE_MS (one
// statement, one poll refreshing at a time) and answers every poll in between from memory: the
// order is the database's (positions written by the lottery under the queue row's lock), so
// both processes answer the same places, at most SNAPSHOT_MAX_AGE_MS behind.

/** How old a process's snapshot of a queue may be when it answers a poll (app clock): half the poll pace. */
export const SNAPSHOT_MAX_AGE_MS = (POLL_INTERVAL_SECONDS * 1000) / 2;

/** A live ticket as of the snapshot, with its place in line (1 = next) while it waits with a position. */
interface SnapshotTicket {
  position: number | null;
  admittedAt: Date | null;
  turnEndsAt: Date | null;
  place: number | null;
}

/** A queue as one process last read it. */
export interface QueueSnapshot {
  /** App-clock ms of the read. */
  takenAt: number;
  queue: ReleaseQueueRow;
  /** Live tickets (not left, turn not over at takenAt) by token hash. */
  tickets: Map<string, SnapshotTicket>;
  /** Someone with a place waits for a turn. */
  hasWaiting: boolean;
  /** Turns running at takenAt that hold no tee time yet. */
  choosing: number;
}

const dateOf = (ms: number | null) => (ms === null ? null : new Date(ms));

/** The snapshot of a queue row and its live tickets (readQueueSnapshot), places counted by position. */
export function buildSnapshot(queue: ReleaseQueueRow, rows: SnapshotTicketRow[], takenAt: Date): QueueSnapshot {
  const tickets = new Map<string, SnapshotTicket>();
  const waiting: [string, number][] = [];
  let choosing = 0;
  for (const [tokenHash, position, admittedAt, turnEndsAt, holds] of rows) {
    tickets.set(tokenHash, { position, admittedAt: dateOf(admittedAt), turnEndsAt: dateOf(turnEndsAt), place: null });
    if (admittedAt === null && position !== null) waiting.push([tokenHash, position]);
    else if (admittedAt !== null && !holds && turnEndsAt !== null && turnEndsAt > takenAt.getTime()) choosing += 1;
  }
  waiting.sort((a, b) => a[1] - b[1]);
  for (const [index, [tokenHash]] of waiting.entries()) {
    const ticket = tickets.get(tokenHash);
    if (ticket) ticket.place = index + 1;
  }
  return { takenAt: takenAt.getTime(), queue, tickets, hasWaiting: waiting.length > 0, choosing };
}

/** A snapshot no poll has asked for in this long is dropped: a server keeps one per queue-day ever polled otherwise. */
const FORGET_AFTER_MS = 60_000;

const keyOf = (key: QueueKey) => `${key.bookingEngineId}:${key.facilityId}:${key.releasedDay}`;

/**
 * One app's snapshots of its queues: a poll gets the queue's snapshot if it is younger than
 * SNAPSHOT_MAX_AGE_MS, else waits for the one refresh in flight (polls arriving together share
 * it), so a process reads each queue at most once per SNAPSHOT_MAX_AGE_MS whatever the polls.
 * A turn given or freed here drops the snapshot at once; a ticket gone here (left, or its token
 * handed over) only leaves it, as the snapshot of the process that did not see the change answers
 * the others' places until its next refresh. Another process's change is seen at the next refresh.
 */
export class QueueSnapshots {
  private readonly taken = new Map<string, QueueSnapshot>();
  private readonly inFlight = new Map<string, Promise<QueueSnapshot | undefined>>();
  private readonly generation = new Map<string, number>();
  /** Tickets gone here while a refresh was in flight: its read may still list them. */
  private readonly goneDuringRefresh = new Map<string, Set<string>>();

  constructor(private readonly maxAgeMs = SNAPSHOT_MAX_AGE_MS) {}

  /** The queue's snapshot as of at most maxAgeMs before `now`, refreshed with `read` when older (undefined: no such queue). */
  async current(
    key: QueueKey,
    now: Date,
    read: () => Promise<QueueSnapshot | undefined>,
  ): Promise<QueueSnapshot | undefined> {
    const name = keyOf(key);
    const known = this.taken.get(name);
    const age = known ? now.getTime() - known.takenAt : Infinity;
    if (known && age >= 0 && age < this.maxAgeMs) return known;
    const running = this.inFlight.get(name);
    if (running) return running;
    this.forgetOlderThan(now.getTime() - FORGET_AFTER_MS);
    const generation = this.generation.get(name) ?? 0;
    const refresh = read()
      .then((snapshot) => {
        for (const tokenHash of this.goneDuringRefresh.get(name) ?? []) snapshot?.tickets.delete(tokenHash);
        // A change made here while it was read may be missing from it: keep it only if none was.
        if (snapshot && (this.generation.get(name) ?? 0) === generation) this.taken.set(name, snapshot);
        return snapshot;
      })
      .finally(() => {
        // An invalidate may have let a newer refresh start meanwhile: that one is not this one's to end.
        if (this.inFlight.get(name) !== refresh) return;
        this.goneDuringRefresh.delete(name);
        this.inFlight.delete(name);
      });
    this.inFlight.set(name, refresh);
    return refresh;
  }

  /** How many queues this process keeps a snapshot of. */
  get size(): number {
    return this.taken.size;
  }

  private forgetOlderThan(cutoff: number): void {
    for (const [name, snapshot] of this.taken)
      if (snapshot.takenAt < cutoff && !this.inFlight.has(name)) {
        this.taken.delete(name);
        this.generation.delete(name);
      }
  }

  /**
   * Takes a ticket out of the queue's snapshot (it left, or its place went to a new token): its
   * polls are read from the database from now on. The snapshot stays: at the sell-out the whole
   * line leaves within seconds, and a release morning's scripts re-join their accounts by the
   * hundred; dropping it for each made every poll between them read the whole line again.
   */
  forgetTicket(key: QueueKey, tokenHash: string): void {
    const name = keyOf(key);
    this.taken.get(name)?.tickets.delete(tokenHash);
    if (!this.inFlight.has(name)) return;
    const gone = this.goneDuringRefresh.get(name) ?? new Set<string>();
    gone.add(tokenHash);
    this.goneDuringRefresh.set(name, gone);
  }

  /** Drops the queue's snapshot: this process changed the line, so the next poll reads it afresh. */
  invalidate(key: QueueKey): void {
    const name = keyOf(key);
    this.taken.delete(name);
    this.inFlight.delete(name);
    this.goneDuringRefresh.delete(name);
    this.generation.set(name, (this.generation.get(name) ?? 0) + 1);
  }
}
