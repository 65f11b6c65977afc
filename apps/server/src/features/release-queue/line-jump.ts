import { ticketStatus } from '@fairway/domain/release-queue/ticket-state';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import type { ReleaseQueueTicketRow } from '../../db/schema/release-queue.ts';
import { findQueue, findTicketById, markJumped, moveToBackOfLine, type QueueKey } from './release-queue.repository.ts';

/**
 * A hold of the released day tried under a ticket that still waits in line (the release not yet
 * come, or its turn not yet given). The golfer's screens never send one: the waiting room shows
 * no Select buttons. A script hammering the release instant does, with every ticket it holds.
 * Refused like every other hold outside a turn (RELEASE_TURN_REQUIRED), and the ticket goes to the back of
 * the line (sendToBackOfLine) once the hold's transaction has rolled back.
 */
export class LineJumpRefused extends DomainError {
  constructor(
    /** `drawn`: the ticket had its place from the lottery when refused (a place is never taken back). */
    readonly ticket: { key: QueueKey; ticketId: string; drawn: boolean },
    message?: string,
  ) {
    super('RELEASE_TURN_REQUIRED', message);
  }
}

/** Refuses a hold outside a turn: a LineJumpRefused when the hold named a ticket still waiting (the first time), else a plain refusal. */
export function refuseHoldOutsideTurn(
  key: QueueKey,
  ticket: ReleaseQueueTicketRow | undefined,
  now: Date,
  message?: string,
): never {
  if (ticket && !ticket.jumpedAt && ticketStatus(ticket, now) === 'waiting')
    throw new LineJumpRefused({ key, ticketId: ticket.id, drawn: ticket.position !== null }, message);
  throw new DomainError('RELEASE_TURN_REQUIRED', message);
}

/**
 * Sends a ticket that tried to jump the line to its back, once: before the lottery it is marked
 * and drawn behind every ticket that waited (drawOrder), under the queue row's share lock, which
 * the draw's FOR UPDATE waits for; after it, it takes the next place after everyone in line now,
 * as a late arrival would, in one statement (moveToBackOfLine), which checks itself that the ticket
 * still waits: a ticket refused with its place is not read again. At the release instant a script
 * tries this with every ticket it holds: none of them holds the row for longer than its write.
 */
export async function sendToBackOfLine(
  db: Database,
  jump: { key: QueueKey; ticketId: string; drawn: boolean },
  now: Date,
): Promise<void> {
  if (!jump.drawn) {
    const ticket = await findTicketById(db, jump.ticketId);
    if (!ticket || ticket.jumpedAt || ticketStatus(ticket, now) !== 'waiting') return;
    if (ticket.position === null) {
      const marked = await db.transaction(async (tx) => {
        const queue = await findQueue(tx, jump.key, 'share');
        if (!queue || queue.drawnAt) return !queue;
        await markJumped(tx, ticket.id, now, null);
        return true;
      });
      if (marked) return;
    }
  }
  await moveToBackOfLine(db, jump.key, jump.ticketId, now);
}
