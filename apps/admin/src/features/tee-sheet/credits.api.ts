import {
  type CustomRefundRequest,
  type CustomRefundResult,
  customRefundResultSchema,
  type RainCheckRequest,
  type RainCheckResult,
  rainCheckResultSchema,
  type ReservationCredits,
  reservationCreditsSchema,
} from '@fairway/contract/admin-credits.contract';
import { consoleApi } from '../../app/console-api.ts';

const creditsPath = (id: string, what: 'credits' | 'refund' | 'rain-check') =>
  `/api/admin/reservations/${encodeURIComponent(id)}/${what}`;

/**
 * Credits at the counter: what a booking may give back (the server's money view), a custom refund
 * and a rain check. Each refreshes the sheet (its Paid and Refunded) and the figures; each carries
 * its dialog's Idempotency-Key, so a retried click gives once.
 */
const creditsApi = consoleApi.enhanceEndpoints({ addTagTypes: ['TeeSheet', 'Credits'] }).injectEndpoints({
  endpoints: (build) => ({
    reservationCredits: build.query<ReservationCredits, { reservationId: string }>({
      query: ({ reservationId }) => creditsPath(reservationId, 'credits'),
      responseSchema: reservationCreditsSchema,
      providesTags: ['Credits'],
    }),
    customRefund: build.mutation<CustomRefundResult, { reservationId: string; body: CustomRefundRequest; key: string }>(
      {
        query: ({ reservationId, body, key }) => ({
          url: creditsPath(reservationId, 'refund'),
          method: 'POST',
          body,
          headers: { 'idempotency-key': key },
        }),
        responseSchema: customRefundResultSchema,
        invalidatesTags: ['TeeSheet', 'Credits'],
      },
    ),
    issueRainCheck: build.mutation<RainCheckResult, { reservationId: string; body: RainCheckRequest; key: string }>({
      query: ({ reservationId, body, key }) => ({
        url: creditsPath(reservationId, 'rain-check'),
        method: 'POST',
        body,
        headers: { 'idempotency-key': key },
      }),
      responseSchema: rainCheckResultSchema,
      invalidatesTags: ['TeeSheet', 'Credits'],
    }),
  }),
});

export const { useReservationCreditsQuery, useCustomRefundMutation, useIssueRainCheckMutation } = creditsApi;
