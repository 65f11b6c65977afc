// Who a staff message to the golfers of a time range reaches: one e-mail per address and one text
// per mobile number, whoever holds it, and a text only to a golfer who takes text messages from
// the course on a number that never answered STOP.

/** Whether a golfer gets the text message, and why not. */
export const MESSAGE_SMS_STANDINGS = ['send', 'not-opted-in', 'no-phone', 'stopped', 'same-number'] as const;
type MessageSmsStanding = (typeof MESSAGE_SMS_STANDINGS)[number];

/** A golfer of a live reservation in the range: its booker or a named player with an e-mail. */
export interface MessageContact {
  email: string;
  name: string;
  language: string;
  teetime: string;
  confirmationNumber: string;
  role: 'booker' | 'player';
  /** Whether their golfer account takes text messages from the course (transactional SMS opt-in). */
  smsOptIn: boolean;
  /** Their account's mobile in E.164, when it has one that can be. */
  mobile: string | null;
}

/** One recipient: an address written to once, with the text's standing. */
export interface MessageRecipient {
  email: string;
  name: string;
  language: string;
  teetime: string;
  confirmationNumber: string;
  role: 'booker' | 'player';
  sms: MessageSmsStanding;
  /** The number texted (only when `sms` is `send`). */
  mobile: string | null;
}

/** Earliest tee time first, the booker before the players of a reservation: the order recipients are listed and deduplicated in. */
function byTeeTime(a: MessageContact, b: MessageContact): number {
  if (a.teetime !== b.teetime) return a.teetime < b.teetime ? -1 : 1;
  if (a.confirmationNumber !== b.confirmationNumber) return a.confirmationNumber < b.confirmationNumber ? -1 : 1;
  if (a.role !== b.role) return a.role === 'booker' ? -1 : 1;
  return 0;
}

/**
 * The recipients of a message: each e-mail address once (its first reservation in tee-time
 * order), and each mobile number texted once. A number that replied STOP (`stopped`, the
 * provider's word for it) is never texted, whatever the golfer's opt-in says.
 */
export function messageRecipients(
  contacts: readonly MessageContact[],
  stopped: ReadonlySet<string>,
): MessageRecipient[] {
  const seenEmails = new Set<string>();
  const textedNumbers = new Set<string>();
  const recipients: MessageRecipient[] = [];
  for (const contact of [...contacts].sort(byTeeTime)) {
    const email = contact.email.trim().toLowerCase();
    if (email === '' || seenEmails.has(email)) continue;
    seenEmails.add(email);
    const sms = smsStanding(contact, stopped, textedNumbers);
    if (sms === 'send' && contact.mobile) textedNumbers.add(contact.mobile);
    recipients.push({
      email,
      name: contact.name,
      language: contact.language,
      teetime: contact.teetime,
      confirmationNumber: contact.confirmationNumber,
      role: contact.role,
      sms,
      mobile: sms === 'send' ? contact.mobile : null,
    });
  }
  return recipients;
}

function smsStanding(
  contact: MessageContact,
  stopped: ReadonlySet<string>,
  texted: ReadonlySet<string>,
): MessageSmsStanding {
  if (!contact.smsOptIn) return 'not-opted-in';
  if (!contact.mobile) return 'no-phone';
  if (stopped.has(contact.mobile)) return 'stopped';
  return texted.has(contact.mobile) ? 'same-number' : 'send';
}

/** How many e-mails and texts a list of recipients makes. */
export function messageCounts(recipients: readonly MessageRecipient[]): { emails: number; sms: number } {
  return { emails: recipients.length, sms: recipients.filter((recipient) => recipient.sms === 'send').length };
}

/** Whether a local tee time `YYYY-MM-DDTHH:mm` is on `date` within [fromTime, toTime) (the blocks' convention). */
export function teeTimeInRange(teetime: string, range: { date: string; fromTime: string; toTime: string }): boolean {
  const time = teetime.slice(11, 16);
  return teetime.slice(0, 10) === range.date && time >= range.fromTime && time < range.toTime;
}
