import fc from 'fast-check';
import twilio from 'twilio';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { garbage } from '../../hardening/fuzz-arbitraries.ts';
import { countChanges, INTERNALS_PATTERN, tableCounter } from '../../hardening/table-counts.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { STAND_IN_ACCOUNT, startTwilioStandIn, type TwilioStandIn } from './twilio-stand-in.testing.ts';

// The schema fuzz sees Twilio's webhooks on a sandbox server (404 there); this one runs them with
// SMS_PROVIDER=twilio, so signed garbage gets past the signature check into the handlers.

const SEED = Number(process.env.FUZZ_SEED ?? new Date().toISOString().slice(0, 10).replaceAll('-', ''));
const RUNS = Math.ceil(Number(process.env.FUZZ_RUNS ?? 1500) / 10);

let standIn: TwilioStandIn;
let server: TestServer;
let counts: () => Promise<Record<string, number>>;

beforeAll(async () => {
  standIn = await startTwilioStandIn();
  server = await startTestServer({
    env: {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: STAND_IN_ACCOUNT.accountSid,
      TWILIO_AUTH_TOKEN: STAND_IN_ACCOUNT.authToken,
      TWILIO_FROM: STAND_IN_ACCOUNT.from,
      TWILIO_API_BASE: standIn.apiBase,
    },
  });
  counts = await tableCounter(server.database!.handle.db);
});
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

const text = () =>
  fc.oneof(
    garbage().map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
    fc.constantFrom('delivered', 'sent', 'STOP', 'START', 'sms-outbox:1', 'sms-outbox:9999999999', '+15005550006'),
  );
const params = fc.dictionary(
  fc.oneof(fc.constantFrom('MessageSid', 'MessageStatus', 'ErrorCode', 'From', 'Body', 'OptOutType'), fc.string()),
  text(),
  { maxKeys: 8 },
);

it(
  'answers fuzzed, signed and unsigned Twilio webhooks without a 5xx, and writes nothing when it refuses',
  { timeout: 600_000 },
  async () => {
    const statuses: Record<number, number> = {};
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('status', 'incoming'),
        fc.option(text(), { nil: undefined }),
        params,
        fc.constantFrom('signed', 'unsigned', 'json'),
        async (route, reference, form, how) => {
          const query = reference === undefined ? '' : `?${new URLSearchParams({ reference }).toString()}`;
          const path = `/api/sms/twilio/${route}${query}`;
          const signedUrl = `${server.app.accounts.linkOrigin()}${path}`;
          const before = await counts();
          const response = await fetch(`${server.baseUrl}${path}`, {
            method: 'POST',
            headers: {
              'content-type': how === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
              ...(how === 'signed'
                ? {
                    'x-twilio-signature': twilio.getExpectedTwilioSignature(
                      STAND_IN_ACCOUNT.authToken,
                      signedUrl,
                      form,
                    ),
                  }
                : {}),
            },
            body: how === 'json' ? JSON.stringify(form) : new URLSearchParams(form).toString(),
          });
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
          const body = await response.text();
          expect(response.status, body).toBeLessThan(500);
          expect(body).not.toMatch(INTERNALS_PATTERN);
          if (response.status >= 400) {
            expect(JSON.parse(body)).toMatchObject({
              error: { code: expect.any(String), message: expect.any(String) },
            });
            expect(countChanges(before, await counts())).toEqual([]);
          }
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
    console.log(`twilio webhooks fuzz: seed ${SEED}, ${RUNS} requests, 0 5xx; statuses ${JSON.stringify(statuses)}`);
  },
);
