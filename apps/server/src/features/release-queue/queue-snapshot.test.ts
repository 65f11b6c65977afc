import { describe, expect, it } from 'vitest';
import type { ReleaseQueueRow } from '../../db/schema/release-queue.ts';
import { PollPacing } from './poll-pacing.ts';
import { buildSnapshot, type QueueSnapshot, QueueSnapshots } from './queue-snapshot.ts';

const KEY = { bookingEngineId: 1, facilityId: 2, releasedDay: '2026-07-24' };
const AT = new Date('2026-07-10T11:00:05Z');
const QUEUE = {
  ...KEY,
  releaseAt: new Date('2026-07-10T11:00:00Z'),
  drawnAt: new Date('2026-07-10T11:00:01Z'),
  nextPosition: 6,
  soldOutAt: null,
  createdAt: AT,
} satisfies ReleaseQueueRow;
const later = (ms: number) => new Date(AT.getTime() + ms);

describe("a process's snapshot of a queue", () => {
  it('counts places among those waiting with a place, by position, and the turns still choosing', () => {
    const turnEnds = later(60_000).getTime();
    const snapshot = buildSnapshot(
      QUEUE,
      [
        ['w5', 5, null, null, false],
        ['a1', 1, AT.getTime(), turnEnds, false],
        ['w3', 3, null, null, false],
        ['a2', 2, AT.getTime(), turnEnds, true],
        ['undrawn', null, null, null, false],
      ],
      AT,
    );
    expect(snapshot.tickets.get('w3')?.place).toBe(1);
    expect(snapshot.tickets.get('w5')?.place).toBe(2);
    expect(snapshot.tickets.get('a1')?.place).toBeNull();
    expect(snapshot.tickets.get('undrawn')?.place).toBeNull();
    expect(snapshot.hasWaiting).toBe(true);
    // a2 holds a tee time (paying), so only a1 chooses.
    expect(snapshot.choosing).toBe(1);
  });

  it('reads a queue once for the polls that arrive together and within its age, again after it or after a change here', async () => {
    const snapshots = new QueueSnapshots(1000);
    let reads = 0;
    const read = async (): Promise<QueueSnapshot> => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return buildSnapshot(QUEUE, [], AT);
    };
    const together = await Promise.all([1, 2, 3].map(() => snapshots.current(KEY, AT, read)));
    expect(reads).toBe(1);
    expect(new Set(together).size).toBe(1);
    await snapshots.current(KEY, later(999), read);
    expect(reads).toBe(1);
    await snapshots.current(KEY, later(1000), read);
    expect(reads).toBe(2);
    snapshots.invalidate(KEY);
    await snapshots.current(KEY, later(1000), read);
    expect(reads).toBe(3);
  });

  it('does not keep a read that a change made here may have missed', async () => {
    const snapshots = new QueueSnapshots(1000);
    let reads = 0;
    const read = async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return buildSnapshot(QUEUE, [], AT);
    };
    const inFlight = snapshots.current(KEY, AT, read);
    snapshots.invalidate(KEY);
    await inFlight;
    await snapshots.current(KEY, AT, read);
    expect(reads).toBe(2);
  });
  it('takes a ticket gone here out of the snapshot without reading the line again, and out of a read in flight', async () => {
    const snapshots = new QueueSnapshots(1000);
    let reads = 0;
    const lineAt = (at: Date) => async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return buildSnapshot(
        QUEUE,
        [
          ['left', 3, null, null, false],
          ['stays', 4, null, null, false],
        ],
        at,
      );
    };
    await snapshots.current(KEY, AT, lineAt(AT));
    snapshots.forgetTicket(KEY, 'left');
    const after = await snapshots.current(KEY, later(10), lineAt(later(10)));
    expect(reads).toBe(1);
    expect(after?.tickets.has('left')).toBe(false);
    expect(after?.tickets.get('stays')?.place).toBe(2);

    // A refresh started before the ticket left may still list it when it lands.
    const inFlight = snapshots.current(KEY, later(1000), lineAt(later(1000)));
    snapshots.forgetTicket(KEY, 'left');
    expect((await inFlight)?.tickets.has('left')).toBe(false);
    expect((await snapshots.current(KEY, later(1010), lineAt(later(1010))))?.tickets.has('left')).toBe(false);
    expect(reads).toBe(2);
    // Only that refresh: the next read's own answer is kept as read.
    expect((await snapshots.current(KEY, later(2000), lineAt(later(2000))))?.tickets.has('left')).toBe(true);
  });

  it('forgets the snapshots of queues nobody has polled for a minute', async () => {
    const snapshots = new QueueSnapshots(1000);
    const takenAt = (at: Date) => async () => buildSnapshot(QUEUE, [], at);
    await snapshots.current(KEY, AT, takenAt(AT));
    const other = { ...KEY, releasedDay: '2026-07-25' };
    await snapshots.current(other, later(59_000), takenAt(later(59_000)));
    expect(snapshots.size).toBe(2);
    await snapshots.current(other, later(61_000), takenAt(later(61_000)));
    expect(snapshots.size).toBe(1);
  });
});

describe("a process's poll pacing", () => {
  it('lets one poll per ticket through per interval and says how long to wait', () => {
    const pacing = new PollPacing(2000);
    expect(pacing.take('t', AT)).toBe(0);
    expect(pacing.take('t', later(1000))).toBe(1);
    expect(pacing.take('t', later(200))).toBe(2);
    expect(pacing.take('other', later(200))).toBe(0);
    expect(pacing.take('t', later(2000))).toBe(0);
    pacing.forget('t');
    expect(pacing.take('t', later(2100))).toBe(0);
  });
});
