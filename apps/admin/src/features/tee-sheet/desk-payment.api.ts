import {
  type DeskPaymentDue,
  deskPaymentDueSchema,
  type DeskPaymentReceipt,
  deskPaymentReceiptSchema,
  type DeskPaymentRequest,
} from '@fairway/contract/admin-desk-payment.contract';
import { consoleApi } from '../../app/console-api.ts';

const deskPaymentPath = (id: string) => `/api/admin/reservations/${encodeURIComponent(id)}/desk-payment`;

/**
 * Taking payment at the desk: what a booking owes (the server's money view) and the payment. A
 * payment refreshes the sheet (its Paid, Due and check-ins) and what is owed; it carries the
 * dialog's Idempotency-Key, so a retried click collects once.
 */
const deskPaymentApi = consoleApi.enhanceEndpoints({ addTagTypes: ['TeeSheet', 'DeskPayment'] }).injectEndpoints({
  endpoints: (build) => ({
    deskPaymentDue: build.query<DeskPaymentDue, { reservationId: string }>({
      query: ({ reservationId }) => deskPaymentPath(reservationId),
      responseSchema: deskPaymentDueSchema,
      providesTags: ['DeskPayment'],
    }),
    takeDeskPayment: build.mutation<
      DeskPaymentReceipt,
      { reservationId: string; body: DeskPaymentRequest; key: string }
    >({
      query: ({ reservationId, body, key }) => ({
        url: deskPaymentPath(reservationId),
        method: 'POST',
        body,
        headers: { 'idempotency-key': key },
      }),
      responseSchema: deskPaymentReceiptSchema,
      invalidatesTags: ['TeeSheet', 'DeskPayment'],
    }),
  }),
});

export const { useDeskPaymentDueQuery, useTakeDeskPaymentMutation } = deskPaymentApi;
