import { type SmsErrorCode, SmsSendError } from './sms-provider.ts';

/**
 * Twilio's error codes (https://www.twilio.com/docs/api/errors) of a Messages create call that
 * no later attempt can change, as the outbox's permanent refusals.
 */
const PERMANENT_TWILIO_ERRORS: Record<number, SmsErrorCode> = {
  21211: 'invalid-number', // Invalid 'To' Phone Number
  21217: 'invalid-number', // Phone number does not appear to be valid
  21408: 'unreachable', // Permission to send an SMS has not been enabled for the region
  21610: 'opted-out', // Attempt to send to unsubscribed recipient (they replied STOP)
  21612: 'unreachable', // The 'To' phone number is not currently reachable via SMS
  21614: 'unreachable', // 'To' number is not a valid mobile number (a landline)
  21602: 'invalid-body', // Message body is required
  21617: 'invalid-body', // The concatenated message body exceeds the 1600 character limit
};

/** Too Many Requests: Twilio's code 20429, or any HTTP 429. */
const RATE_LIMITED = 20429;

/** What the SDK throws for an API error (RestException, or TwilioServiceException in RFC 9457 form). */
interface TwilioApiError {
  status: number;
  code?: number;
  message: string;
}

function isApiError(error: unknown): error is TwilioApiError {
  return error instanceof Error && typeof (error as { status?: unknown }).status === 'number';
}

/**
 * A failed Messages create call as the outbox's refusal: the permanent codes above fail the
 * message; rate limits, 5xx, authentication and unknown errors, timeouts and network errors are
 * retried (the outbox gives up after its last attempt), since a message must not be lost to a
 * passing outage or a credential being fixed.
 */
export function smsSendErrorOf(error: unknown): SmsSendError {
  if (!isApiError(error)) {
    const reason = error instanceof Error ? error.message : String(error);
    return new SmsSendError('provider-unavailable', `Twilio did not answer: ${reason}`);
  }
  const label = `Twilio ${error.code ?? `HTTP ${error.status}`}: ${error.message}`;
  const permanent = error.code === undefined ? undefined : PERMANENT_TWILIO_ERRORS[error.code];
  if (permanent) return new SmsSendError(permanent, label);
  if (error.status === 429 || error.code === RATE_LIMITED) return new SmsSendError('rate-limited', label);
  return new SmsSendError('provider-unavailable', label);
}
