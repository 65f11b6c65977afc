import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';

/** The Twilio account SMS are sent from (SMS_PROVIDER=twilio; validated by config.ts). */
export interface TwilioSettings {
  accountSid: string;
  /** Authenticates API calls and signs Twilio's webhooks (X-Twilio-Signature). */
  authToken: string;
  /** The sender: an E.164 number of the account, or a Messaging Service SID (MG…). */
  from: string;
  /** Another host for the REST API than https://api.twilio.com: the tests' local stand-in only. */
  apiBase: string | undefined;
}

/** How long one API call may take before it counts as the provider being unavailable (retried). */
const TWILIO_TIMEOUT_MS = 10_000;

/**
 * The SDK's own HTTP client, sending to `apiBase` instead of Twilio's hosts. The SDK's `edge` and
 * `region` options only pick another twilio.com host; a custom `httpClient` (a RequestClient
 * subclass) is how it is pointed anywhere else. Paths, authentication and bodies are untouched.
 */
class RedirectedRequestClient extends twilio.RequestClient {
  constructor(
    private readonly apiBase: URL,
    options: ConstructorParameters<typeof twilio.RequestClient>[0],
  ) {
    super(options);
  }

  override request<TData>(options: RequestClient.RequestOptions<TData>) {
    const uri = new URL(options.uri);
    const base = this.apiBase;
    const redirected = new URL(`${base.pathname.replace(/\/$/, '')}${uri.pathname}${uri.search}`, base);
    return super.request<TData>({ ...options, uri: redirected.href });
  }
}

/** The SDK client of the account; `timeoutMs` bounds each call (tests shorten it). */
export function createTwilioClient(settings: TwilioSettings, timeoutMs = TWILIO_TIMEOUT_MS): twilio.Twilio {
  // The outbox retries (30 s, 2 min…): the SDK's own 429 back-off (autoRetry) stays off.
  const httpOptions = { timeout: timeoutMs, autoRetry: false };
  return twilio(settings.accountSid, settings.authToken, {
    httpClient: settings.apiBase
      ? new RedirectedRequestClient(new URL(settings.apiBase), httpOptions)
      : new twilio.RequestClient(httpOptions),
  });
}
