import type twilio from 'twilio';
import type { Database } from '../../db/client.ts';
import { recordOptOut } from './sms-opt-outs.repository.ts';
import { type SmsProvider, type SmsRequest, SmsSendError } from './sms-provider.ts';
import { stoppedNumbers } from './stopped-numbers.repository.ts';
import { smsSendErrorOf } from './twilio-errors.ts';

/** The path of Twilio's status callback (twilio-webhooks.routes.ts), under the app's public origin. */
export const TWILIO_STATUS_PATH = '/api/sms/twilio/status';

/** The status callback URL of one outbox message: our reference rides in it, so a callback finds its row even before the message id is recorded. */
function statusCallbackUrl(origin: string, reference: string): string {
  return `${origin}${TWILIO_STATUS_PATH}?${new URLSearchParams({ reference }).toString()}`;
}

/** What a TwilioSmsProvider sends with. */
export interface TwilioSmsProviderOptions {
  client: twilio.Twilio;
  /** An E.164 number of the account, or a Messaging Service SID (MG…). */
  from: string;
  db: Database;
  /** The app's public origin, which Twilio calls back (known once the server listens). */
  origin: () => string;
  now: () => Date;
}

/**
 * Sends through Twilio's Messages API (the official SDK), asking for a status callback per
 * message. A number that replied STOP is refused here, without a call (Twilio would refuse it
 * with 21610); a 21610 refusal is recorded as the number's STOP.
 */
export class TwilioSmsProvider implements SmsProvider {
  constructor(private readonly options: TwilioSmsProviderOptions) {}

  async send(request: SmsRequest): Promise<{ providerMessageId: string }> {
    const { client, from, db, origin, now } = this.options;
    if ((await stoppedNumbers(db, [request.to])).has(request.to)) {
      throw new SmsSendError('opted-out', 'The recipient replied STOP to this sender (not sent)');
    }
    const sender = from.startsWith('MG') ? { messagingServiceSid: from } : { from };
    try {
      const message = await client.messages.create({
        to: request.to,
        body: request.body,
        ...sender,
        statusCallback: statusCallbackUrl(origin(), request.reference),
      });
      return { providerMessageId: message.sid };
    } catch (error) {
      const refusal = smsSendErrorOf(error);
      if (refusal.code === 'opted-out') {
        await recordOptOut(db, { recipient: request.to, optedOut: true, source: 'provider-refusal', at: now() });
      }
      throw refusal;
    }
  }
}
