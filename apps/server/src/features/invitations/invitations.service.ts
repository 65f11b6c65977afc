import { timingSafeEqual } from 'node:crypto';
import type {
  InvitationList,
  InvitationReplyParams,
  InvitationRound,
  SendInvitationsBody,
  SharePayment,
} from '@fairway/contract/invitations.contract';
import { resolveFacilitySettings, type FacilitySettings } from '@fairway/contract/facility-settings.contract';
import {
  inviteeRefusal,
  leadRefusal,
  roundStateOf,
  type InvitationState,
  type LeadInvitationAction,
} from '@fairway/domain/invitations/invitation-actions';
import {
  freePartnerSlot,
  invitationBatchProblem,
  statusAfterReply,
} from '@fairway/domain/invitations/invitation-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { InvitationRow } from '../../db/schema/invitations.ts';
import { tenantOf } from '../../plugins/tenant.ts';
import {
  appLink,
  type CustomerRow,
  customerTokenOf,
  findCustomerAuth,
  hashToken,
  languagesByEmail,
  newToken,
} from '../session/session.public.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { acceptedInvitationMail } from './accepted-invitation-mail.ts';
import { invitationMail, type FriendMailInput } from './invitation-mail.ts';
import type { Mailer } from '../mail/mail.public.ts';
import { shareForInvitee, splitOf, toSharePayment } from './split-payment.service.ts';
import { requireInvitationsOpen } from './round-invitations.ts';
import {
  findInvitation,
  findRound,
  insertInvitations,
  invitationsOf,
  updateInvitation,
  type InvitedRound,
} from './invitations.repository.ts';
import { cancelledSlotsOf } from '../reservations/reservations.public.ts';
import type { BookingEngineRow } from '../facilities/facilities.public.ts';
import { required } from '@fairway/domain/shared/required';

/** The SPA route the mailed links open (`?alias=…&inviteId=…&type=…&hash=…`). */
const INVITE_PATH = '/invite';

export interface InvitationCaller {
  engine: BookingEngineRow;
  settings: FacilitySettings;
  customer: CustomerRow | null;
  now: Date;
  /** This request's own origin: originUrl checks. */
  origin: string;
  /** The origin of the mailed links (the same for every mail: app.accounts.linkOrigin). */
  linkOrigin: string;
}

export interface InvitationsDeps {
  db: Database;
  mailer: Mailer;
}

export async function callerOf(app: FastifyInstance, request: FastifyRequest): Promise<InvitationCaller> {
  const engine = tenantOf(request);
  const token = customerTokenOf(request, engine);
  const auth = token ? await findCustomerAuth(app, engine, token) : null;
  return {
    engine,
    settings: resolveFacilitySettings(engine.settings ?? {}),
    customer: auth?.customer ?? null,
    now: app.accounts.now(),
    origin: app.accounts.originOf(request),
    linkOrigin: app.accounts.linkOrigin(),
  };
}

function requireEnabled(caller: InvitationCaller): void {
  if (!caller.settings.user.inviteAFriend) throw new DomainError('INVITATIONS_DISABLED');
}

/** The round if the caller is its party lead; anyone else (other golfers, guests, other aliases) gets 404. */
async function leadRound(
  db: Database,
  caller: InvitationCaller,
  reservationId: string,
  forUpdate = false,
): Promise<InvitedRound> {
  requireEnabled(caller);
  const round = await findRound(db, caller.engine.id, reservationId, forUpdate);
  if (!round) throw new DomainError('NOT_FOUND');
  if (!caller.customer) throw new DomainError('UNAUTHORIZED');
  if (round.leadCustomerId !== caller.customer.id) throw new DomainError('NOT_FOUND');
  return round;
}

const toInvitation = (row: InvitationRow) => ({ _id: row.id, name: row.name, email: row.email, status: row.status });

/** The round as the invitation rules read it: open, cancelled or past. */
const roundOf = (round: InvitedRound, now: Date) =>
  roundStateOf({ cancelled: round.status === 'cancelled', teetime: round.teetime, timeZone: round.timeZone }, now);

/** Refuses what the invitation's state does not allow the lead, with the reason the web would show (the same rule hides the button). */
function requireLeadAction(action: LeadInvitationAction, state: InvitationState): void {
  const refusal = leadRefusal(action, state);
  if (refusal) throw new DomainError(refusal);
}

/** The friend and the round, as every mail to an invited friend names them. */
function friendMail(caller: InvitationCaller, round: InvitedRound, row: InvitationRow): FriendMailInput {
  return {
    to: row.email,
    name: row.name,
    language: row.language ?? round.leadLanguage,
    leadFirstName: round.leadFirstName,
    courseName: round.courseName,
    teetime: round.teetime,
    timeZone: round.timeZone,
    bookingEngineId: caller.engine.id,
  };
}

function mailFor(
  caller: InvitationCaller,
  round: InvitedRound,
  row: InvitationRow,
  token: string,
  share: SharePayment | null,
) {
  const link = (type: 'accept' | 'decline') =>
    appLink(caller.linkOrigin, caller.engine, INVITE_PATH, { inviteId: row.id, type, hash: token });
  return invitationMail({
    ...friendMail(caller, round, row),
    acceptUrl: link('accept'),
    declineUrl: link('decline'),
    share,
  });
}

/** GET /reservation/{id}/friend-invitations (party lead only). */
export async function listInvitations(
  db: Database,
  caller: InvitationCaller,
  reservationId: string,
): Promise<InvitationList> {
  await leadRound(db, caller, reservationId);
  return invitationListOf(db, reservationId);
}

/** The invitations of a reservation, and its shares when each player pays their own. */
async function invitationListOf(db: Database, reservationId: string): Promise<InvitationList> {
  const split = await splitOf(db, reservationId);
  // Each friend's share (by the place they took), so the list offers only what its state allows.
  const shareAt = new Map((split?.shares ?? []).map((share) => [share.slot, share.status]));
  const invitations = (await invitationsOf(db, reservationId)).map((row) => ({
    ...toInvitation(row),
    shareStatus: row.slot === null ? null : (shareAt.get(row.slot) ?? null),
  }));
  return { invitations, shares: split ? split.shares.map((share) => toSharePayment(split.split, share)) : [] };
}

/** POST /reservation/{id}/friend-invitations: up to players − 1 friends, each mailed once the rows are written. */
export async function sendInvitations(
  deps: InvitationsDeps,
  caller: InvitationCaller,
  reservationId: string,
  body: SendInvitationsBody,
): Promise<InvitationList> {
  const { round, created } = await deps.db.transaction(async (tx) => {
    const round = await leadRound(tx, caller, reservationId, true);
    await requireInvitationsOpen(tx, round, caller.now);
    const existing = await invitationsOf(tx, reservationId);
    // Only the players still booked take friends (a cancelled player's place is gone).
    const lead = required(caller.customer, 'the signed-in lead leadRound admitted');
    const problem = invitationBatchProblem(
      round.players,
      lead.email,
      existing,
      body.invitations,
      await cancelledSlotsOf(tx, reservationId),
    );
    if (problem) throw new DomainError(problem);
    const languages = await languagesByEmail(
      tx,
      caller.engine.id,
      body.invitations.map((invitation) => invitation.email),
    );
    const tokens = body.invitations.map(() => newToken());
    const rows = await insertInvitations(
      tx,
      body.invitations.map((invitation, index) => ({
        bookingEngineId: caller.engine.id,
        reservationId,
        name: invitation.name,
        email: invitation.email,
        language: languages.get(invitation.email) ?? null,
        tokenHash: hashToken(required(tokens[index], 'a token for each invitation')),
      })),
    );
    // The insert returns its rows in the order of its values.
    return {
      round,
      created: rows.map((row, index) => ({
        row,
        token: required(tokens[index], 'a token for each inserted invitation'),
      })),
    };
  });
  const share = await shareForInvitee(deps.db, reservationId, null);
  for (const { row, token } of created) await deps.mailer.send(mailFor(caller, round, row, token, share));
  return invitationListOf(deps.db, reservationId);
}

/** POST /reservation/{id}/friend-invitations/{inviteId}/resend: a new token (the old links stop working) and a new mail. */
export async function resendInvitation(
  deps: InvitationsDeps,
  caller: InvitationCaller,
  reservationId: string,
  inviteId: string,
) {
  const token = newToken();
  const { round, row } = await deps.db.transaction(async (tx) => {
    const round = await leadRound(tx, caller, reservationId, true);
    const current = await findInvitation(tx, caller.engine.id, inviteId, true);
    if (!current || current.reservationId !== reservationId) throw new DomainError('NOT_FOUND');
    await requireInvitationsOpen(tx, round, caller.now);
    requireLeadAction('resend', { status: current.status, round: roundOf(round, caller.now) });
    return { round, row: await updateInvitation(tx, inviteId, { tokenHash: hashToken(token) }) };
  });
  await deps.mailer.send(mailFor(caller, round, row, token, await shareForInvitee(deps.db, reservationId, null)));
  return toInvitation(row);
}

/** DELETE /reservation/{id}/friend-invitations/{inviteId}: revokes it and frees its partner slot. */
export async function cancelInvitation(
  db: Database,
  caller: InvitationCaller,
  reservationId: string,
  inviteId: string,
) {
  return db.transaction(async (tx) => {
    const round = await leadRound(tx, caller, reservationId, true);
    const current = await findInvitation(tx, caller.engine.id, inviteId, true);
    if (!current || current.reservationId !== reservationId) throw new DomainError('NOT_FOUND');
    // Cancelling twice is answered as done (a retried request), not refused.
    if (current.status === 'revoked') return toInvitation(current);
    await requireInvitationsOpen(tx, round, caller.now);
    const share = current.slot === null ? null : await shareForInvitee(tx, reservationId, current.slot);
    requireLeadAction('cancel', {
      status: current.status,
      round: roundOf(round, caller.now),
      shareStatus: share?.status ?? null,
    });
    return toInvitation(await updateInvitation(tx, inviteId, { status: 'revoked', slot: null }));
  });
}

/** The invitation a link opens: 404 for an unknown id, another alias's, or a wrong hash (compared in constant time). */
export async function linkedInvitation(
  db: Database,
  caller: InvitationCaller,
  inviteId: string,
  hash: string,
  forUpdate = false,
): Promise<InvitationRow> {
  requireEnabled(caller);
  const row = await findInvitation(db, caller.engine.id, inviteId, forUpdate);
  const given = Buffer.from(hashToken(hash), 'hex');
  const stored = Buffer.from(row?.tokenHash ?? '0'.repeat(64), 'hex');
  if (!row || given.length !== stored.length || !timingSafeEqual(given, stored)) throw new DomainError('NOT_FOUND');
  return row;
}

/** GET /invitation/{inviteId}/{hash}/: what the /invite page shows of the round. */
export async function invitationRound(
  db: Database,
  caller: InvitationCaller,
  inviteId: string,
  hash: string,
): Promise<InvitationRound> {
  const row = await linkedInvitation(db, caller, inviteId, hash);
  const round = required(await findRound(db, caller.engine.id, row.reservationId), "an invitation's round");
  const share =
    row.status === 'accepted' || row.status === 'pending'
      ? await shareForInvitee(db, row.reservationId, row.slot)
      : null;
  return {
    invitation: toInvitation(row),
    courseName: round.courseName,
    teetime: round.teetime,
    timeZone: round.timeZone,
    leadFirstName: round.leadFirstName,
    roundCancelled: round.status === 'cancelled',
    share,
  };
}

/**
 * PATCH /invitation/{inviteId}/{type}/{hash}/: 410 answered, 411 revoked, 406 past; accepting
 * names the lowest free partner slot and mails the friend the round with its calendar entry.
 */
export async function replyToInvitation(
  deps: InvitationsDeps,
  caller: InvitationCaller,
  params: InvitationReplyParams,
) {
  const { row, round } = await deps.db.transaction(async (tx) => {
    const row = await linkedInvitation(tx, caller, params.inviteId, params.hash, true);
    const round = required(await findRound(tx, caller.engine.id, row.reservationId, true), "an invitation's round");
    const refusal = inviteeRefusal({ status: row.status, round: roundOf(round, caller.now) });
    if (refusal) throw new DomainError(refusal);
    let slot: number | null = null;
    if (params.type === 'accept') {
      const named = (await invitationsOf(tx, row.reservationId)).flatMap((other) =>
        other.slot === null ? [] : [other.slot],
      );
      slot = freePartnerSlot(round.players, named, await cancelledSlotsOf(tx, row.reservationId));
      if (slot === null) throw new DomainError('INVITATION_LIMIT_EXCEEDED');
    }
    return {
      row: await updateInvitation(tx, row.id, { status: statusAfterReply(params.type), slot, respondedAt: caller.now }),
      round,
    };
  });
  if (row.status === 'accepted') {
    await deps.mailer.send(
      acceptedInvitationMail({
        ...friendMail(caller, round, row),
        inviteId: row.id,
        holes: round.holes,
        confirmationNumber: round.confirmationNumber,
      }),
    );
  }
  return toInvitation(row);
}
