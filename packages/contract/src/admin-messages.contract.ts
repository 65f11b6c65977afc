import { MESSAGE_SMS_STANDINGS } from '@fairway/domain/admin/message-recipients';
import { z } from 'zod';
import { isoDateSchema, localTeeTimeSchema } from './tee-times.contract.ts';

// Messages to the day's golfers (permission `messages:send`): a course, a day and a time range in
// the course's zone; a subject and a message e-mailed to the bookers and named players of the
// live reservations in it, and texted to those who take text messages from the course. See
// apps/server/src/features/admin/README.md.

/** Longest subject: one line of an e-mail's subject and the head of the text message. */
export const MESSAGE_SUBJECT_MAX = 120;
/** Longest message: with the course's name and the subject it stays inside one text message's 1600 characters. */
export const MESSAGE_TEXT_MAX = 1000;

const localTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a local time as HH:mm');

const rangeFields = {
  facilityId: z.number().int().min(1).max(2_147_483_647).describe('One of the alias’s courses'),
  date: isoDateSchema.describe("The tee times' local date, in the course's time zone"),
  fromTime: localTimeSchema.describe('First tee time of the range (inclusive), course time'),
  toTime: localTimeSchema.describe('End of the range (exclusive), course time'),
};

/** The range ends after it starts. */
function rangeInOrder(range: { fromTime: string; toTime: string }, context: z.RefinementCtx) {
  if (range.toTime <= range.fromTime)
    context.addIssue({ code: 'custom', message: 'The range must end after it starts', path: ['toTime'] });
}

/** POST /api/admin/messages/preview body: whose tee times the message would reach. */
export const messagePreviewRequestSchema = z.object(rangeFields).strict().superRefine(rangeInOrder);
export type MessagePreviewRequest = z.infer<typeof messagePreviewRequestSchema>;

/** POST /api/admin/messages body: the range, and what to tell the golfers. */
export const messageSendRequestSchema = z
  .object({
    ...rangeFields,
    subject: z
      .string()
      .trim()
      .min(1, 'A subject is required')
      .max(MESSAGE_SUBJECT_MAX, `The subject is at most ${MESSAGE_SUBJECT_MAX} characters`)
      .regex(/^[^\r\n]*$/, 'The subject is one line')
      .describe(`The e-mail's subject, 1 to ${MESSAGE_SUBJECT_MAX} characters on one line`),
    message: z
      .string()
      .trim()
      .min(1, 'A message is required')
      .max(MESSAGE_TEXT_MAX, `The message is at most ${MESSAGE_TEXT_MAX} characters`)
      .describe(`Plain text, 1 to ${MESSAGE_TEXT_MAX} characters (line breaks kept; no HTML: it is shown as typed)`),
  })
  .strict()
  .superRefine(rangeInOrder);
export type MessageSendRequest = z.input<typeof messageSendRequestSchema>;

/** One golfer the message reaches: an address written to once. */
const messageRecipientSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    teetime: localTeeTimeSchema.describe('Their (first) tee time in the range'),
    confirmationNumber: z.string(),
    role: z.enum(['booker', 'player']).describe('The booker of the reservation, or a named player of it'),
    sms: z
      .enum(MESSAGE_SMS_STANDINGS)
      .describe(
        'send: texted too; not-opted-in: takes no text messages from the course; no-phone: opted in without a usable mobile; stopped: the number answered STOP; same-number: another recipient’s text goes to that number',
      ),
  })
  .meta({ id: 'MessageRecipient' });
export type MessageRecipientDto = z.infer<typeof messageRecipientSchema>;

/** POST /api/admin/messages/preview answer. */
export const messagePreviewSchema = z.object({
  course: z.object({ facilityId: z.number().int(), name: z.string(), timeZone: z.string() }),
  date: isoDateSchema,
  fromTime: z.string(),
  toTime: z.string(),
  reservations: z.number().int().describe('Live reservations in the range'),
  emails: z.number().int().describe('E-mails a send writes: one per address'),
  sms: z.number().int().describe('Text messages a send queues: one per opted-in mobile'),
  recipients: z.array(messageRecipientSchema),
});
export type MessagePreview = z.infer<typeof messagePreviewSchema>;

/** POST /api/admin/messages answer (a replay with the same Idempotency-Key answers the same, sending nothing). */
export const messageSentSchema = z.object({
  messageId: z.number().int().describe('The audit entry of the send'),
  sentAt: z.string().describe('When it was queued (ISO 8601, UTC)'),
  reservations: z.number().int(),
  emails: z.number().int(),
  sms: z.number().int(),
});
export type MessageSent = z.infer<typeof messageSentSchema>;
