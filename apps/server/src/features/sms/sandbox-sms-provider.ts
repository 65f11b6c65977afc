import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { smsSandboxMessages } from '../../db/schema/sms.ts';
import {
  isE164,
  SMS_MAX_BODY,
  type SmsErrorCode,
  type SmsProvider,
  type SmsRequest,
  SmsSendError,
} from './sms-provider.ts';

/** The sandbox's test numbers (Twilio's magic numbers); see README.md. */
export const SANDBOX_NUMBERS = {
  invalid: '+15005550001',
  optedOut: '+15005550004',
  unavailableTwice: '+15005550007',
  rateLimited: '+15005550008',
  cannotReceive: '+15005550009',
} as const;

/** How many first attempts of one reference to +15005550007 answer "provider unavailable". */
const SANDBOX_UNAVAILABLE_ATTEMPTS = 2;

const REFUSALS: Record<string, { code: SmsErrorCode; message: string }> = {
  [SANDBOX_NUMBERS.invalid]: { code: 'invalid-number', message: 'The number is not a valid phone number' },
  [SANDBOX_NUMBERS.optedOut]: { code: 'opted-out', message: 'The recipient replied STOP to this sender' },
  [SANDBOX_NUMBERS.rateLimited]: { code: 'rate-limited', message: 'Too many requests: the sending queue is full' },
  [SANDBOX_NUMBERS.cannotReceive]: { code: 'unreachable', message: 'The number cannot receive SMS (landline)' },
};

/**
 * A local stand-in for an SMS API: it validates like one, refuses the test numbers as the real
 * one would, and logs every request in `sms_sandbox_messages` (accepted or not) instead of sending.
 */
export class SandboxSmsProvider implements SmsProvider {
  constructor(private readonly db: Database) {}

  async send(request: SmsRequest): Promise<{ providerMessageId: string }> {
    const refusal = await this.refusalOf(request);
    const providerMessageId = `SM${randomBytes(16).toString('hex')}`;
    await this.db.insert(smsSandboxMessages).values({
      providerMessageId: refusal ? null : providerMessageId,
      recipient: request.to,
      body: request.body,
      reference: request.reference,
      errorCode: refusal?.code ?? null,
    });
    if (refusal) throw new SmsSendError(refusal.code, refusal.message);
    return { providerMessageId };
  }

  private async refusalOf({
    to,
    body,
    reference,
  }: SmsRequest): Promise<{ code: SmsErrorCode; message: string } | undefined> {
    if (!isE164(to)) return { code: 'invalid-number', message: `"${to}" is not an E.164 number` };
    const length = [...body].length;
    if (length === 0 || length > SMS_MAX_BODY)
      return { code: 'invalid-body', message: `The body must have 1 to ${SMS_MAX_BODY} characters (it has ${length})` };
    if (
      to === SANDBOX_NUMBERS.unavailableTwice &&
      (await this.attemptsOf(reference, to)) < SANDBOX_UNAVAILABLE_ATTEMPTS
    ) {
      return { code: 'provider-unavailable', message: 'The SMS service is temporarily unavailable' };
    }
    return REFUSALS[to];
  }

  private async attemptsOf(reference: string, to: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(smsSandboxMessages)
      .where(and(eq(smsSandboxMessages.reference, reference), eq(smsSandboxMessages.recipient, to)));
    return row?.n ?? 0;
  }
}
