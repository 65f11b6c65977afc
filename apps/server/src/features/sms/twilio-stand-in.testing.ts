import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';

// A local stand-in for Twilio's Messages API (POST /2010-04-01/Accounts/{AccountSid}/Messages.json),
// which the SDK is pointed at with TWILIO_API_BASE: it answers with the message resource and the
// error bodies of Twilio's API reference, refuses by recipient as Twilio's test credentials'
// magic numbers do, and plays Twilio's side of the webhooks, signed with the SDK's own helper.

/** Test credentials of the stand-in's one account. */
export const STAND_IN_ACCOUNT = {
  accountSid: `AC${'0123456789abcdef'.repeat(2)}`,
  authToken: 'stand-in-auth-token-0123456789ab',
  from: '+15005550006',
} as const;

/** Recipients the stand-in refuses or mishandles, and how. */
export const STAND_IN_NUMBERS = {
  /** 400, 21211 Invalid 'To' Phone Number (permanent). */
  invalid: '+15005550001',
  /** 400, 21610 Attempt to send to unsubscribed recipient (permanent; they replied STOP). */
  unsubscribed: '+15005550004',
  /** 503 on the first 2 requests to it, then accepted (transient). */
  unavailableTwice: '+15005550007',
  /** 429, 20429 Too Many Requests, always (transient). */
  rateLimited: '+15005550008',
  /** Never answers: the SDK's timeout (transient). */
  timeout: '+15005550010',
} as const;

/** A message the stand-in accepted. */
export interface StandInMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
  statusCallback: string | undefined;
}

/** One request the stand-in got, and the status it answered. */
interface StandInRequest {
  to: string;
  status: number;
}

export interface TwilioStandIn {
  /** What TWILIO_API_BASE is set to. */
  apiBase: string;
  accepted: StandInMessage[];
  requests: StandInRequest[];
  /** Posts Twilio's status callback of an accepted message to its StatusCallback URL, signed (or with `signature`). */
  reportStatus(
    message: StandInMessage,
    status: string,
    options?: { errorCode?: string; signature?: string },
  ): Promise<Response>;
  /** Posts an incoming message to `url` as Twilio does, signed (or with `signature`). */
  receive(url: string, from: string, body: string, options?: { signature?: string }): Promise<Response>;
  close(): Promise<void>;
}

const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/(AC[0-9a-fA-F]{32})\/Messages\.json$/;

/** Twilio's legacy error body (RestException reads code, message, more_info, status). */
function apiError(code: number, status: number, message: string) {
  return { status, body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status } };
}

function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(Object.fromEntries(new URLSearchParams(text))));
    request.on('error', reject);
  });
}

/** Posts form `params` to `url` with Twilio's signature of them (the SDK's getExpectedTwilioSignature). */
export function postSignedForm(
  url: string,
  params: Record<string, string>,
  signature = twilio.getExpectedTwilioSignature(STAND_IN_ACCOUNT.authToken, url, params),
): Promise<Response> {
  // Signed as Twilio would the URL it was given; sent over IPv4, where the test server listens.
  return fetch(url.replace('//localhost:', '//127.0.0.1:'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    body: new URLSearchParams(params).toString(),
  });
}

/** Starts the stand-in on a random local port. */
export async function startTwilioStandIn(): Promise<TwilioStandIn> {
  const accepted: StandInMessage[] = [];
  const requests: StandInRequest[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${STAND_IN_ACCOUNT.accountSid}:${STAND_IN_ACCOUNT.authToken}`).toString('base64')}`;

  function answer(form: Record<string, string>, accountSid: string, authorization: string | undefined) {
    const to = form.To ?? '';
    if (authorization !== expectedAuth) return apiError(20003, 401, 'Authenticate');
    if (!/^\+[1-9]\d{7,14}$/.test(to))
      return apiError(21211, 400, `The 'To' number ${to} is not a valid phone number.`);
    if (to === STAND_IN_NUMBERS.invalid)
      return apiError(21211, 400, `The 'To' number ${to} is not a valid phone number.`);
    if (to === STAND_IN_NUMBERS.unsubscribed) return apiError(21610, 400, 'Attempt to send to unsubscribed recipient');
    if (to === STAND_IN_NUMBERS.rateLimited) return apiError(20429, 429, 'Too Many Requests');
    if (to === STAND_IN_NUMBERS.unavailableTwice && requests.filter((r) => r.to === to).length < 2)
      return apiError(20500, 503, 'Service Unavailable');
    const body = form.Body ?? '';
    if (body === '') return apiError(21602, 400, 'Message body is required.');
    if ([...body].length > 1600)
      return apiError(21617, 400, 'The concatenated message body exceeds the 1600 character limit.');
    const sid = `SM${randomBytes(16).toString('hex')}`;
    const from = form.From ?? '';
    accepted.push({ sid, to, from, body, statusCallback: form.StatusCallback });
    const now = new Date().toUTCString().replace('GMT', '+0000');
    return {
      status: 201,
      body: {
        account_sid: accountSid,
        api_version: '2010-04-01',
        body,
        date_created: now,
        date_sent: null,
        date_updated: now,
        direction: 'outbound-api',
        error_code: null,
        error_message: null,
        from: from || null,
        messaging_service_sid: form.MessagingServiceSid ?? null,
        num_media: '0',
        num_segments: '1',
        price: null,
        price_unit: 'USD',
        sid,
        status: 'queued',
        subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
        to,
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
      },
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const accountSid = MESSAGES_PATH.exec(request.url ?? '')?.[1];
    if (request.method !== 'POST' || !accountSid) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(apiError(20404, 404, 'The requested resource was not found').body));
      return;
    }
    const form = await readForm(request);
    // A timeout: the request is held until the client gives up (or the stand-in closes).
    if (form.To === STAND_IN_NUMBERS.timeout) {
      requests.push({ to: form.To, status: 0 });
      return;
    }
    const { status, body } = answer(form, accountSid, request.headers.authorization);
    requests.push({ to: form.To ?? '', status });
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: `http://127.0.0.1:${port}`,
    accepted,
    requests,
    reportStatus(message, status, options = {}) {
      if (!message.statusCallback) throw new Error(`message ${message.sid} asked for no status callback`);
      // The parameters of Twilio's messaging status callback.
      const params: Record<string, string> = {
        AccountSid: STAND_IN_ACCOUNT.accountSid,
        ApiVersion: '2010-04-01',
        From: message.from,
        MessageSid: message.sid,
        MessageStatus: status,
        SmsSid: message.sid,
        SmsStatus: status,
        To: message.to,
        ...(options.errorCode ? { ErrorCode: options.errorCode } : {}),
      };
      return postSignedForm(message.statusCallback, params, options.signature);
    },
    receive(url, from, body, options = {}) {
      const params: Record<string, string> = {
        AccountSid: STAND_IN_ACCOUNT.accountSid,
        ApiVersion: '2010-04-01',
        Body: body,
        From: from,
        MessageSid: `SM${randomBytes(16).toString('hex')}`,
        NumMedia: '0',
        NumSegments: '1',
        SmsMessageSid: `SM${randomBytes(16).toString('hex')}`,
        SmsStatus: 'received',
        To: STAND_IN_ACCOUNT.from,
      };
      return postSignedForm(url, params, options.signature);
    },
    async close() {
      const closing = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closing;
    },
  };
}
