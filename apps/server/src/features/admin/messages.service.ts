import { createHash } from 'node:crypto';
import type {
  MessagePreview,
  MessagePreviewRequest,
  MessageSent,
  messageSendRequestSchema,
} from '@fairway/contract/admin-messages.contract';
import {
  type MessageContact,
  messageCounts,
  type MessageRecipient,
  messageRecipients,
  teeTimeInRange,
} from '@fairway/domain/admin/message-recipients';
import { toE164 } from '@fairway/domain/profile/phone-e164';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { requireKey } from '../../shared/idempotency-key.ts';
import { stableJson } from '../../shared/stable-json.ts';
import { type FacilityRow, findFacilityOfBookingEngine } from '../facilities/facilities.public.ts';
import type { Mailer } from '../mail/mail.public.ts';
import { liveReservationContacts, type ReservationContacts } from '../reservations/reservations.public.ts';
import { type GolferSmsContact, golferSmsContactsByEmail } from '../session/session.public.ts';
import { enqueueSms, stoppedNumbers } from '../sms/sms.public.ts';
import { staffMessageMail, staffMessageSms } from './message-mail.ts';
import { findMessageSend, lockMessageKey, messageTarget } from './messages.repository.ts';
import { auditStaffAction, type AuditActor } from './staff.repository.ts';

// Messages to the day's golfers: whom a message to a course's tee times in a range reaches
// (the bookers and named players of its live reservations: one e-mail per address, one text per
// opted-in mobile that never answered STOP), and the send itself: every e-mail and text queued in
// the outboxes with its audit entry in one transaction, once per Idempotency-Key.

/** The mail outbox inside the send's transaction. */
export type MessageMailerFor = (db: Database) => Mailer;

/** Which template the outbox rows name. */
const TEMPLATE = 'staff-message';

type Range = MessagePreviewRequest;
type SendBody = z.output<typeof messageSendRequestSchema>;

/** The alias's course (404 for another alias's or an unknown one). */
async function courseOf(db: Database, actor: AuditActor, facilityId: number): Promise<FacilityRow> {
  const course = await findFacilityOfBookingEngine(db, actor.engine.id, facilityId);
  if (!course) throw new DomainError('NOT_FOUND', 'Unknown course');
  return course;
}

/**
 * A golfer of a reservation as the recipients' rule reads them. Only an account that is the
 * booking's own, or whose owner proved the address, speaks for a mobile number: anyone can open
 * an account under somebody else's e-mail, and must not get that golfer's texts with it.
 */
function contactOf(
  reservation: ReservationContacts,
  person: { name: string; email: string; language: string },
  role: MessageContact['role'],
  account: GolferSmsContact | undefined,
  country: string,
): MessageContact {
  const trusted =
    account !== undefined &&
    (account.verified || (role === 'booker' && account.customerId === reservation.booker.customerId));
  return {
    email: person.email,
    name: person.name,
    language: account?.language ?? person.language,
    teetime: reservation.teetime,
    confirmationNumber: reservation.confirmationNumber,
    role,
    smsOptIn: trusted && account.smsOptIn,
    mobile: trusted && account.phone ? toE164(account.phone, country) : null,
  };
}

/** Whom a message to the range reaches, and how many live reservations the range holds. */
async function recipientsOf(
  db: Database,
  actor: AuditActor,
  course: FacilityRow,
  range: Range,
): Promise<{ reservations: number; recipients: MessageRecipient[] }> {
  const reservations = await liveReservationContacts(db, actor.engine.id, course.id, range.date, (teetime) =>
    teeTimeInRange(teetime, range),
  );
  const people = reservations.flatMap((reservation) => [
    { reservation, person: reservation.booker, role: 'booker' as const },
    ...reservation.players.map((person) => ({ reservation, person, role: 'player' as const })),
  ]);
  const emails = [...new Set(people.map(({ person }) => person.email.trim().toLowerCase()).filter(Boolean))];
  const accounts = await golferSmsContactsByEmail(db, actor.engine.id, course.id, emails);
  const contacts = people.map(({ reservation, person, role }) =>
    contactOf(reservation, person, role, accounts.get(person.email.trim().toLowerCase()), course.country),
  );
  const mobiles = [
    ...new Set(contacts.flatMap((contact) => (contact.smsOptIn && contact.mobile ? [contact.mobile] : []))),
  ];
  const stopped = await stoppedNumbers(db, mobiles);
  return { reservations: reservations.length, recipients: messageRecipients(contacts, stopped) };
}

/** POST /api/admin/messages/preview: whom a message to the range would reach; nothing is written. */
export async function previewMessage(db: Database, actor: AuditActor, range: Range): Promise<MessagePreview> {
  const course = await courseOf(db, actor, range.facilityId);
  const { reservations, recipients } = await recipientsOf(db, actor, course, range);
  const counts = messageCounts(recipients);
  return {
    course: { facilityId: course.id, name: course.name, timeZone: course.timeZone },
    date: range.date,
    fromTime: range.fromTime,
    toTime: range.toTime,
    reservations,
    emails: counts.emails,
    sms: counts.sms,
    recipients: recipients.map(({ name, email, teetime, confirmationNumber, role, sms }) => ({
      name,
      email,
      teetime,
      confirmationNumber,
      role,
      sms,
    })),
  };
}

/** The answer a send recorded in its audit entry; another body under the same key is a 422. */
function replayOf(entry: { id: number; details: unknown }, requestHash: string): MessageSent {
  const details = (entry.details ?? {}) as Record<string, unknown>;
  if (details.requestHash !== requestHash) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
  return {
    messageId: entry.id,
    sentAt: String(details.sentAt),
    reservations: Number(details.reservations),
    emails: Number(details.emails),
    sms: Number(details.sms),
  };
}

/**
 * POST /api/admin/messages: one e-mail per recipient through the mail outbox and one text per
 * opted-in mobile through the SMS outbox, with the audit entry, in one transaction: all are
 * queued or none. Once per Idempotency-Key (a retry answers the first send and queues nothing;
 * the same key with another body is 422). A range nobody with an e-mail is booked in is a 409.
 */
export async function sendMessage(
  app: FastifyInstance,
  mailerFor: MessageMailerFor,
  actor: AuditActor,
  body: SendBody,
  rawKey: unknown,
): Promise<MessageSent> {
  const key = requireKey(rawKey);
  const requestHash = createHash('sha256').update(stableJson(body)).digest('hex');
  const earlier = await findMessageSend(app.db, actor.engine.id, key);
  if (earlier) return replayOf(earlier, requestHash);
  const course = await courseOf(app.db, actor, body.facilityId);
  return app.db.transaction(async (tx) => {
    await lockMessageKey(tx, actor.engine.id, key);
    const concurrent = await findMessageSend(tx, actor.engine.id, key);
    if (concurrent) return replayOf(concurrent, requestHash);
    const { reservations, recipients } = await recipientsOf(tx, actor, course, body);
    if (recipients.length === 0)
      throw new DomainError('CONFLICT', 'Nobody with an e-mail is booked in that range', { reason: 'no-recipients' });
    const mailer = mailerFor(tx);
    const sms = staffMessageSms(course.name, body.subject, body.message);
    for (const recipient of recipients) {
      const occasion = {
        course: course.name,
        timeZone: course.timeZone,
        teetime: recipient.teetime,
        confirmationNumber: recipient.confirmationNumber,
      };
      const mail = staffMessageMail(occasion, recipient, body.subject, body.message);
      await mailer.send({
        to: recipient.email,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        template: TEMPLATE,
        language: mail.language,
        bookingEngineId: actor.engine.id,
      });
      if (recipient.sms === 'send' && recipient.mobile)
        await enqueueSms(tx, {
          to: recipient.mobile,
          body: sms,
          template: TEMPLATE,
          language: mail.language,
          bookingEngineId: actor.engine.id,
        });
    }
    const counts = messageCounts(recipients);
    const sentAt = actor.now.toISOString();
    const messageId = await auditStaffAction(tx, actor, {
      action: 'message.send',
      target: messageTarget(key),
      details: {
        facilityId: course.id,
        date: body.date,
        fromTime: body.fromTime,
        toTime: body.toTime,
        subject: body.subject,
        message: body.message,
        reservations,
        emails: counts.emails,
        sms: counts.sms,
        sentAt,
        requestHash,
      },
    });
    return { messageId, sentAt, reservations, emails: counts.emails, sms: counts.sms };
  });
}
