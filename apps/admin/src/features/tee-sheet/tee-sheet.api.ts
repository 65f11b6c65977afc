import {
  type AttendanceResult,
  attendanceResultSchema,
  type AttendanceState,
  type MoveResult,
  moveResultSchema,
  type MoveTargets,
  moveTargetsResponseSchema,
  type StaffCancelRequest,
  type StaffCancelResult,
  staffCancelResultSchema,
  type StaffRates,
  staffRatesResponseSchema,
  type TeeSheet,
  teeSheetResponseSchema,
  type WalkInRequest,
  type WalkInResult,
  walkInResultSchema,
} from '@fairway/contract/admin.contract';
import { consoleApi } from '../../app/console-api.ts';

const reservationPath = (id: string) => `/api/admin/reservations/${encodeURIComponent(id)}`;

/**
 * The tee sheet's day and its operations. A booking, move, cancellation or check-in refreshes the
 * sheet (and the move targets, which count the same slots). The walk-in and the cancellation carry
 * the dialog's Idempotency-Key, so a retried click books or cancels once.
 */
const teeSheetApi = consoleApi.enhanceEndpoints({ addTagTypes: ['TeeSheet', 'MoveTargets'] }).injectEndpoints({
  endpoints: (build) => ({
    teeSheet: build.query<TeeSheet, { date: string }>({
      query: ({ date }) => `/api/admin/tee-sheet?date=${encodeURIComponent(date)}`,
      responseSchema: teeSheetResponseSchema,
      providesTags: ['TeeSheet'],
    }),
    staffRates: build.query<StaffRates, { facilityId: number; teetime: string }>({
      query: ({ facilityId, teetime }) =>
        `/api/admin/rates?facilityId=${facilityId}&teetime=${encodeURIComponent(teetime)}`,
      responseSchema: staffRatesResponseSchema,
    }),
    moveTargets: build.query<MoveTargets, { reservationId: string; date: string }>({
      query: ({ reservationId, date }) =>
        `${reservationPath(reservationId)}/move-targets?date=${encodeURIComponent(date)}`,
      responseSchema: moveTargetsResponseSchema,
      providesTags: ['MoveTargets'],
    }),
    walkIn: build.mutation<WalkInResult, { body: WalkInRequest; key: string }>({
      query: ({ body, key }) => ({
        url: '/api/admin/reservations',
        method: 'POST',
        body,
        headers: { 'idempotency-key': key },
      }),
      responseSchema: walkInResultSchema,
      invalidatesTags: ['TeeSheet', 'MoveTargets'],
    }),
    moveReservation: build.mutation<MoveResult, { id: string; facilityId: number; teetime: string }>({
      query: ({ id, ...body }) => ({ url: `${reservationPath(id)}/tee-time`, method: 'PUT', body }),
      responseSchema: moveResultSchema,
      invalidatesTags: ['TeeSheet', 'MoveTargets'],
    }),
    cancelReservation: build.mutation<StaffCancelResult, { id: string; body: StaffCancelRequest; key: string }>({
      query: ({ id, body, key }) => ({
        url: `${reservationPath(id)}/cancellation`,
        method: 'POST',
        body,
        headers: { 'idempotency-key': key },
      }),
      responseSchema: staffCancelResultSchema,
      invalidatesTags: ['TeeSheet', 'MoveTargets'],
    }),
    setAttendance: build.mutation<AttendanceResult, { id: string; slot: number; state: AttendanceState }>({
      query: ({ id, slot, state }) => ({
        url: `${reservationPath(id)}/players/${slot}/attendance`,
        method: 'PUT',
        body: { state },
      }),
      responseSchema: attendanceResultSchema,
      invalidatesTags: ['TeeSheet'],
    }),
  }),
});

export const {
  useTeeSheetQuery,
  useStaffRatesQuery,
  useMoveTargetsQuery,
  useWalkInMutation,
  useMoveReservationMutation,
  useCancelReservationMutation,
  useSetAttendanceMutation,
} = teeSheetApi;
