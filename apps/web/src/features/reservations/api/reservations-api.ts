import { IDEMPOTENCY_HEADER } from '@fairway/contract/checkout.contract';
import {
  cancelReservationResultSchema,
  checkInCardTokenSchema,
  checkInStatusSchema,
  manageReservationSchema,
  payAndCheckInResultSchema,
  reservationDetailSchema,
  reservationHistorySchema,
  type CancelReservationBody,
  type CancelReservationResult,
  type CheckInBody,
  type CheckInStatus,
  type PayAndCheckInBody,
  type PayAndCheckInResult,
  type ReservationDetail,
  type ReservationHistory,
} from '@fairway/contract/reservations.contract';
import type { z } from 'zod';
import { baseApi } from '../../../shared/api/base-api.ts';
import { accessHeaders, type ReservationAccess } from './reservation-access.ts';

type ManagedReservation = z.infer<typeof manageReservationSchema>;
type CheckInCardToken = z.infer<typeof checkInCardTokenSchema>;
const path = (id: string) => encodeURIComponent(id);

/** Reservation calls of SPEC §7 (history, detail, cancel, check-in, pay-and-check-in) and the guest's manage link. */
const reservationsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Reservation'] }).injectEndpoints({
  endpoints: (build) => ({
    getReservationHistory: build.query<ReservationHistory, { skip: number; take: number }>({
      query: (params) => ({ url: 'reservation/history', params }),
      rawResponseSchema: reservationHistorySchema,
      providesTags: ['Reservation'],
    }),
    getReservation: build.query<ReservationDetail, string>({
      query: (id) => `reservation/${path(id)}/history`,
      rawResponseSchema: reservationDetailSchema,
      providesTags: ['Reservation'],
    }),
    getManagedReservation: build.query<ManagedReservation, string>({
      query: (token) => ({ url: 'reservation/manage', params: { token } }),
      rawResponseSchema: manageReservationSchema,
      providesTags: ['Reservation'],
    }),
    // accept-language: the calendar entry is written in the app's language, as the e-mails' are.
    getCalendarFile: build.mutation<string, { id: string; access: ReservationAccess; language: string }>({
      query: ({ id, access, language }) => ({
        url: `reservation/${path(id)}/calendar.ics`,
        headers: { ...accessHeaders(access), accept: 'text/calendar', 'accept-language': language },
        responseHandler: 'text',
      }),
    }),
    cancelReservation: build.mutation<
      CancelReservationResult,
      { id: string; access: ReservationAccess; idempotencyKey: string; body: CancelReservationBody }
    >({
      query: ({ id, access, idempotencyKey, body }) => ({
        url: `reservations/${path(id)}/cancel`,
        method: 'PUT',
        body,
        headers: { ...accessHeaders(access), [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
      rawResponseSchema: cancelReservationResultSchema,
      invalidatesTags: ['Reservation'],
    }),
    getCheckInStatus: build.query<CheckInStatus, { id: string; access: ReservationAccess }>({
      query: ({ id, access }) => ({ url: `reservation/${path(id)}/checkin/status`, headers: accessHeaders(access) }),
      rawResponseSchema: checkInStatusSchema,
      providesTags: ['Reservation'],
    }),
    checkIn: build.mutation<CheckInStatus, { access: ReservationAccess; body: CheckInBody }>({
      query: ({ access, body }) => ({
        url: 'reservation/checkin',
        method: 'POST',
        body,
        headers: accessHeaders(access),
      }),
      rawResponseSchema: checkInStatusSchema,
      invalidatesTags: ['Reservation'],
    }),
    requestCheckInCardToken: build.mutation<
      CheckInCardToken,
      { id: string; access: ReservationAccess; originUrl: string }
    >({
      query: ({ id, access, originUrl }) => ({
        url: `reservation/${path(id)}/checkin/card-token`,
        method: 'POST',
        body: { originUrl },
        headers: accessHeaders(access),
      }),
      rawResponseSchema: checkInCardTokenSchema,
    }),
    payAndCheckIn: build.mutation<
      PayAndCheckInResult,
      { id: string; access: ReservationAccess; idempotencyKey: string; body: PayAndCheckInBody }
    >({
      query: ({ id, access, idempotencyKey, body }) => ({
        url: `reservation/${path(id)}/pay-and-checkin`,
        method: 'POST',
        body,
        headers: { ...accessHeaders(access), [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
      rawResponseSchema: payAndCheckInResultSchema,
      invalidatesTags: ['Reservation'],
    }),
  }),
});

/** Hooks of the reservation endpoints. */
export const {
  useGetReservationHistoryQuery,
  useGetReservationQuery,
  useGetManagedReservationQuery,
  useGetCalendarFileMutation,
  useCancelReservationMutation,
  useGetCheckInStatusQuery,
  useCheckInMutation,
  useRequestCheckInCardTokenMutation,
  usePayAndCheckInMutation,
} = reservationsApi;
