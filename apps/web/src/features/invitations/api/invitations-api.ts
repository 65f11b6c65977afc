import {
  invitationListSchema,
  invitationRoundSchema,
  invitationSchema,
  sharePaymentSchema,
  type Invitation,
  type InvitationList,
  type InvitationReplyParams,
  type InvitationRound,
  type SendInvitationsBody,
  type SharePayment,
} from '@fairway/contract/invitations.contract';
import { IDEMPOTENCY_HEADER } from '@fairway/contract/checkout.contract';
import { cardTokenResponseSchema, type CardTokenResponse } from '@fairway/contract/wallet.contract';
import { baseApi } from '../../../shared/api/base-api.ts';

const segment = encodeURIComponent;
const invitationsPath = (reservationId: string) => `reservation/${segment(reservationId)}/friend-invitations`;
type InvitationRef = { reservationId: string; inviteId: string };
type InviteLink = { inviteId: string; hash: string };
const linkPath = ({ inviteId, hash }: InviteLink) => `invitation/${segment(inviteId)}/${segment(hash)}`;

/**
 * Friend invitations of SPEC §7: the party lead's list, send, resend and cancel on a reservation,
 * and the invitee's round and accept or decline reply. An accepted or cancelled invitation
 * changes who fills the reservation's partner slots, so those refetch the reservation too.
 */
const invitationsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Invitation', 'Reservation'] }).injectEndpoints({
  endpoints: (build) => ({
    getReservationInvitations: build.query<InvitationList, string>({
      query: invitationsPath,
      rawResponseSchema: invitationListSchema,
      providesTags: ['Invitation'],
    }),
    sendInvitations: build.mutation<InvitationList, { reservationId: string; body: SendInvitationsBody }>({
      query: ({ reservationId, body }) => ({ url: invitationsPath(reservationId), method: 'POST', body }),
      rawResponseSchema: invitationListSchema,
      invalidatesTags: ['Invitation'],
    }),
    resendInvitation: build.mutation<Invitation, InvitationRef>({
      query: ({ reservationId, inviteId }) => ({
        url: `${invitationsPath(reservationId)}/${segment(inviteId)}/resend`,
        method: 'POST',
      }),
      rawResponseSchema: invitationSchema,
      invalidatesTags: ['Invitation'],
    }),
    cancelInvitation: build.mutation<Invitation, InvitationRef>({
      query: ({ reservationId, inviteId }) => ({
        url: `${invitationsPath(reservationId)}/${segment(inviteId)}`,
        method: 'DELETE',
      }),
      rawResponseSchema: invitationSchema,
      invalidatesTags: ['Invitation', 'Reservation'],
    }),
    getInvitationRound: build.query<InvitationRound, { inviteId: string; hash: string }>({
      query: ({ inviteId, hash }) => `invitation/${segment(inviteId)}/${segment(hash)}/`,
      rawResponseSchema: invitationRoundSchema,
    }),
    replyToInvitation: build.mutation<Invitation, InvitationReplyParams>({
      query: ({ inviteId, type, hash }) => ({
        url: `invitation/${segment(inviteId)}/${segment(type)}/${segment(hash)}/`,
        method: 'PATCH',
      }),
      rawResponseSchema: invitationSchema,
    }),
    requestShareCardToken: build.mutation<CardTokenResponse, InviteLink & { originUrl: string }>({
      query: ({ inviteId, hash, originUrl }) => ({
        url: `${linkPath({ inviteId, hash })}/share/payment-token`,
        method: 'POST',
        body: { originUrl },
      }),
      rawResponseSchema: cardTokenResponseSchema,
    }),
    payShare: build.mutation<SharePayment, InviteLink & { paymentToken: string; idempotencyKey: string }>({
      query: ({ inviteId, hash, paymentToken, idempotencyKey }) => ({
        url: `${linkPath({ inviteId, hash })}/share`,
        method: 'POST',
        body: { paymentToken },
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
      rawResponseSchema: sharePaymentSchema,
    }),
  }),
});

export const {
  useGetReservationInvitationsQuery,
  useSendInvitationsMutation,
  useResendInvitationMutation,
  useCancelInvitationMutation,
  useGetInvitationRoundQuery,
  useReplyToInvitationMutation,
  useRequestShareCardTokenMutation,
  usePayShareMutation,
} = invitationsApi;
