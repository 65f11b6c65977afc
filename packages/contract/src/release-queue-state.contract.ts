import { z } from 'zod';

// The fair release queue's answers: a waiting room per course and released day.

/**
 * Where a ticket stands. waiting: before its turn (place null until the release's lottery
 * draws it); admitted: its exclusive turn runs until turnEndsAt; expired: the turn ended
 * unused; left: the golfer left the queue.
 */
export const releaseTicketStateSchema = z
  .object({
    status: z.enum(['waiting', 'admitted', 'expired', 'left']),
    releasedDay: z.string(),
    releaseAt: z.string(),
    /** The server's clock, so the countdown does not trust the device's. */
    serverTime: z.string(),
    secondsToRelease: z.number().int().min(0),
    /** 1 = next to be admitted; null before the lottery and once no longer waiting. */
    place: z.number().int().positive().nullable(),
    turnEndsAt: z.string().nullable(),
    /**
     * While waiting: every tee time of the day was taken when turns were last given. The golfer
     * keeps the place; turns go on in order if one is released (a hold that lapses, a cancellation).
     */
    soldOut: z.boolean(),
    /** Poll again no sooner than this. */
    pollAfterSeconds: z.number().int().min(0),
  })
  .meta({ id: 'ReleaseTicketState' });
export type ReleaseTicketState = z.infer<typeof releaseTicketStateSchema>;

/** POST answer: the ticket (shown once; only its hash is stored) and its state. */
export const releaseTicketIssuedSchema = releaseTicketStateSchema
  .extend({ ticket: z.string() })
  .meta({ id: 'ReleaseTicketIssued' });
export type ReleaseTicketIssued = z.infer<typeof releaseTicketIssuedSchema>;

/**
 * GET /api/release-queue/{facilityId}: today's release of a course as the server's clock sees it,
 * so the search knows when the released day shows a waiting room instead of Select buttons.
 * waitingRoomOpen: fair-queue mode and between opensAt (30 min before) and closesAt.
 */
export const releaseInfoSchema = z
  .object({
    mode: z.enum(['first-come', 'fair-queue']),
    releaseTime: z.string(),
    releasedDay: z.string(),
    releaseAt: z.string(),
    opensAt: z.string(),
    closesAt: z.string(),
    serverTime: z.string(),
    secondsToRelease: z.number().int().min(0),
    waitingRoomOpen: z.boolean(),
    signInRequired: z.boolean(),
    /** The course whose waiting room this course's golfers wait in: one room for every course the engine releases at this instant. */
    roomFacilityId: z.number().int(),
  })
  .meta({ id: 'ReleaseInfo' });
export type ReleaseInfo = z.infer<typeof releaseInfoSchema>;
