/** What the outbox asks a provider to send. */
export interface SmsRequest {
  /** The recipient in E.164 form (+15005550006). */
  to: string;
  body: string;
  /** Our id of the message (`sms-outbox:<id>`), the same on every attempt, so a provider can deduplicate. */
  reference: string;
}

/** Sends one SMS; the rest of the app knows only this. Throws SmsSendError when it is refused. */
export interface SmsProvider {
  send(request: SmsRequest): Promise<{ providerMessageId: string }>;
}

/** Refusals that trying again cannot change. */
const PERMANENT_SMS_ERRORS = ['invalid-number', 'unreachable', 'opted-out', 'invalid-body'] as const;
/** Refusals that a later attempt may get past. */
type TransientSmsError = 'rate-limited' | 'provider-unavailable';
export type SmsErrorCode = (typeof PERMANENT_SMS_ERRORS)[number] | TransientSmsError;

/** A provider's refusal; `permanent` says whether the outbox should stop trying. */
export class SmsSendError extends Error {
  readonly permanent: boolean;

  constructor(
    readonly code: SmsErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SmsSendError';
    this.permanent = (PERMANENT_SMS_ERRORS as readonly string[]).includes(code);
  }
}

/** Longest body providers accept (Twilio: 1600 characters, sent as up to 10 segments). */
export const SMS_MAX_BODY = 1600;

const E164 = /^\+[1-9]\d{7,14}$/;

/** Whether a number is in E.164 form: +, country code, subscriber number, 8 to 15 digits in all. */
export function isE164(value: string): boolean {
  return E164.test(value);
}
