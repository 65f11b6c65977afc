import type { ErrorCode } from '@fairway/contract/error-codes';
import type { ReleaseTicketState } from '@fairway/contract/release-queue-state.contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorCode } from '../../../shared/api/api-error.ts';
import { setReleaseTicket } from '../../../shared/api/base-api.ts';
import { readStored, removeStored, writeStored } from '../../../shared/browser/safe-storage.ts';
import {
  type QueueCallError,
  useJoinReleaseQueueMutation,
  useLeaveReleaseQueueMutation,
  usePollReleaseTicketMutation,
} from '../api/release-queue-api.ts';
import { nextPollSeconds } from '../utils/room-timing.ts';

/** Where the golfer stands in the waiting room. */
type RoomPhase = 'joining' | 'waiting' | 'admitted' | 'expired' | 'left' | 'closed' | 'failed';

/** The room as the screen shows it: the last state, when it arrived (monotonic ms) and a failure's code. */
export interface Room {
  phase: RoomPhase;
  state: ReleaseTicketState | null;
  receivedAt: number;
  errorCode: ErrorCode | null;
}

/** The sessionStorage key of a course's ticket for one released day: a reload keeps the place. */
export const ticketKey = (facilityId: number, releasedDay: string) =>
  `fairway.release-ticket.${facilityId}.${releasedDay}`;

const monotonic = () => performance.now();

/**
 * The golfer's ticket in a course's waiting room: joins (or resumes the ticket this tab keeps),
 * polls as the server paces it (pollAfterSeconds; Retry-After on 429), lends the ticket to every
 * call while it is good (so holds in the turn pass), and leaves or rejoins on request.
 */
export function useReleaseTicket(facilityId: number, releasedDay: string) {
  const key = ticketKey(facilityId, releasedDay);
  const [room, setRoom] = useState<Room>({ phase: 'joining', state: null, receivedAt: monotonic(), errorCode: null });
  const [attempt, setAttempt] = useState(0);
  const [join] = useJoinReleaseQueueMutation();
  const [poll] = usePollReleaseTicketMutation();
  const [leaveCall] = useLeaveReleaseQueueMutation();
  const ticket = useRef<string | null>(null);
  const stop = useRef<() => void>(() => undefined);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const later = (seconds: number, run: () => Promise<void>) => {
      if (!stopped) timer = setTimeout(() => void run(), seconds * 1000);
    };
    const forget = () => {
      removeStored('sessionStorage', key);
      setReleaseTicket(null);
      ticket.current = null;
    };
    const apply = (state: ReleaseTicketState) => {
      if (stopped) return;
      const done = state.status === 'expired' || state.status === 'left';
      if (done) forget();
      else setReleaseTicket(ticket.current);
      setRoom({ phase: state.status, state, receivedAt: monotonic(), errorCode: null });
      const wait = nextPollSeconds(state);
      if (wait !== null) later(wait, check);
    };
    const fail = (error: QueueCallError) => {
      if (stopped) return;
      const code = apiErrorCode(error);
      if (code === 'RELEASE_NOT_OPEN') forget();
      setRoom((previous) => ({
        ...previous,
        phase: code === 'RELEASE_NOT_OPEN' ? 'closed' : 'failed',
        errorCode: code,
      }));
    };
    async function enter() {
      const answer = await join(facilityId);
      if ('error' in answer) {
        const error = answer.error as QueueCallError;
        // Joins are paced per client (another tab or someone on this connection just joined):
        // wait as told. Over the address's cap of places there is no Retry-After: that fails.
        if (error.status === 429 && error.retryAfterSeconds) return later(error.retryAfterSeconds, enter);
        return fail(error);
      }
      const { ticket: issued, ...state } = answer.data;
      ticket.current = issued;
      writeStored('sessionStorage', key, issued);
      apply(state);
    }
    async function check() {
      const current = ticket.current;
      if (!current) return enter();
      const answer = await poll({ facilityId, ticket: current });
      if (!('error' in answer)) return apply(answer.data);
      const error = answer.error as QueueCallError;
      if (error.status === 429) return later(error.retryAfterSeconds ?? 2, check);
      // A ticket the server no longer knows (its queue was swept): join afresh.
      if (error.status === 404) {
        forget();
        return enter();
      }
      fail(error);
    }
    ticket.current = readStored('sessionStorage', key);
    setRoom((previous) => ({ ...previous, phase: 'joining', errorCode: null }));
    void check();
    const halt = () => {
      stopped = true;
      clearTimeout(timer);
    };
    stop.current = halt;
    return halt;
  }, [facilityId, key, attempt, join, poll]);

  /** Leaves the line (a running turn passes to the next golfer). */
  const leave = useCallback(async () => {
    stop.current();
    const current = ticket.current;
    removeStored('sessionStorage', key);
    setReleaseTicket(null);
    ticket.current = null;
    if (current) await leaveCall({ facilityId, ticket: current });
    setRoom((previous) => ({ ...previous, phase: 'left', errorCode: null }));
  }, [facilityId, key, leaveCall]);

  /** Joins the line again (after an expired turn, leaving, or a failure). */
  const rejoin = useCallback(() => setAttempt((count) => count + 1), []);

  return { room, leave, rejoin };
}
