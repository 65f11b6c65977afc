import { INVITATION_REPLY_TYPES, INVITATION_STATUSES } from '@fairway/domain/invitations/invitation-rules';
import { SHARE_STATUSES, UNPAID_SHARE_POLICIES } from '@fairway/domain/invitations/share-statuses';
import { z } from 'zod';
import { emailAddressSchema } from './email-address.ts';

// Friend invitations (SPEC §1, §3 Invitation, §7): the party lead invites up to
// players − 1 friends; each friend answers through mailed accept/decline links carrying an
// unguessable hash (the server stores only a digest of it).

/** POST /reservation/{id}/friend-invitations body. */
export const sendInvitationsBodySchema = z.object({
  invitations: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(100),
        email: emailAddressSchema,
      }),
    )
    .min(1)
    .max(5),
});
export type SendInvitationsBody = z.infer<typeof sendInvitationsBodySchema>;

/** SPEC §3 Invitation. */
export const invitationSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  status: z.enum(INVITATION_STATUSES),
  /** In the lead's list, when the payment is split: the share of the place this friend took (a paid friend cannot be cancelled). */
  shareStatus: z.enum(SHARE_STATUSES).nullable().optional(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** One player's share of a split payment: its amount, who paid it, and when it falls due. */
export const sharePaymentSchema = z
  .object({
    slot: z.number().int(),
    amountCents: z.number().int(),
    currencyCode: z.string(),
    status: z.enum(SHARE_STATUSES),
    /** The friend who paid (their invitation name); null while open or when charged to the lead. */
    paidBy: z.string().nullable(),
    deadline: z.string(),
    unpaidShares: z.enum(UNPAID_SHARE_POLICIES),
  })
  .meta({ id: 'SharePayment' });
export type SharePayment = z.infer<typeof sharePaymentSchema>;

/** GET and POST /reservation/{id}/friend-invitations answer; `shares` when each player pays their own share. */
export const invitationListSchema = z.object({
  invitations: z.array(invitationSchema),
  shares: z.array(sharePaymentSchema).default([]),
});
export type InvitationList = z.infer<typeof invitationListSchema>;

/** PATCH /invitation/{inviteId}/{type}/{hash}/ path parameters. */
export const invitationReplyParamsSchema = z.object({
  inviteId: z.uuid(),
  type: z.enum(INVITATION_REPLY_TYPES),
  hash: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Expected a 32-byte base64url hash'),
});
export type InvitationReplyParams = z.infer<typeof invitationReplyParamsSchema>;

/** What the /invite reply page shows of the round (SPEC §2): course, local date/time, lead's first name. */
export const invitationRoundSchema = z.object({
  invitation: invitationSchema,
  courseName: z.string(),
  /** Local wall-clock time at the facility, `YYYY-MM-DDTHH:mm`. */
  teetime: z.string(),
  timeZone: z.string(),
  leadFirstName: z.string(),
  /** The lead cancelled the round: the invitation can no longer be answered. */
  roundCancelled: z.boolean().optional(),
  /** The share this friend pays when the lead split the payment (null: the lead paid for everyone). */
  share: sharePaymentSchema.nullable().default(null),
});
export type InvitationRound = z.infer<typeof invitationRoundSchema>;

/** POST /invitation/{inviteId}/{hash}/share body: the card the friend entered in the hosted frame. */
export const payShareBodySchema = z.object({ paymentToken: z.string().min(1).max(200) });
