import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsSandboxMessages } from '../../db/schema/sms.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { SANDBOX_NUMBERS, SandboxSmsProvider } from './sandbox-sms-provider.ts';
import { isE164, SmsSendError } from './sms-provider.ts';

let database: TestDatabase;
let sandbox: SandboxSmsProvider;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  sandbox = new SandboxSmsProvider(database.handle.db);
});
afterAll(() => database.close());

let references = 0;
const request = (to: string, body = 'Your tee time is held for 10 minutes') => ({
  to,
  body,
  reference: `test:${(references += 1)}`,
});

async function refusal(promise: Promise<unknown>): Promise<{ code: string; permanent: boolean }> {
  const error = await promise.then(
    () => expect.unreachable('expected the sandbox to refuse'),
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(SmsSendError);
  const { code, permanent } = error as SmsSendError;
  return { code, permanent };
}

describe('isE164', () => {
  it('accepts + country code and subscriber number, 8 to 15 digits, nothing else', () => {
    for (const good of ['+15005550006', '+46701234567', '+4930123456', '+123456789012345'])
      expect(isE164(good), good).toBe(true);
    for (const bad of [
      '15005550006',
      '+1 500 555 0006',
      '+1-500-555-0006',
      '+05005550006',
      '+1234567',
      '+1234567890123456',
      '+1500555000a',
      '',
      '+15005550006\n',
    ]) {
      expect(isE164(bad), bad).toBe(false);
    }
  });
});

describe('SandboxSmsProvider', () => {
  it('accepts a valid message, answers a Twilio-like message id and logs what it sent', async () => {
    const sent = request('+15005550006', 'Tee time 08:10 is yours — book it: https://x.example/alerts');
    const { providerMessageId } = await sandbox.send(sent);
    expect(providerMessageId).toMatch(/^SM[0-9a-f]{32}$/);
    const logged = await database.handle.db.select().from(smsSandboxMessages);
    expect(logged.find((row) => row.providerMessageId === providerMessageId)).toMatchObject({
      recipient: sent.to,
      body: sent.body,
      reference: sent.reference,
      errorCode: null,
    });
  });

  it('refuses a number not in E.164 form, permanently', async () => {
    for (const to of ['0701234567', '+1 500 555 0006', '+0123456789'])
      expect(await refusal(sandbox.send(request(to)))).toEqual({ code: 'invalid-number', permanent: true });
  });

  it('takes up to 1600 characters and refuses a longer or empty body, permanently', async () => {
    await expect(sandbox.send(request('+15005550006', 'é'.repeat(1600)))).resolves.toHaveProperty('providerMessageId');
    expect(await refusal(sandbox.send(request('+15005550006', 'x'.repeat(1601))))).toEqual({
      code: 'invalid-body',
      permanent: true,
    });
    expect(await refusal(sandbox.send(request('+15005550006', '')))).toEqual({ code: 'invalid-body', permanent: true });
  });

  it('refuses the permanent-failure test numbers permanently and the rate-limited one transiently', async () => {
    expect(await refusal(sandbox.send(request(SANDBOX_NUMBERS.invalid)))).toEqual({
      code: 'invalid-number',
      permanent: true,
    });
    expect(await refusal(sandbox.send(request(SANDBOX_NUMBERS.optedOut)))).toEqual({
      code: 'opted-out',
      permanent: true,
    });
    expect(await refusal(sandbox.send(request(SANDBOX_NUMBERS.cannotReceive)))).toEqual({
      code: 'unreachable',
      permanent: true,
    });
    expect(await refusal(sandbox.send(request(SANDBOX_NUMBERS.rateLimited)))).toEqual({
      code: 'rate-limited',
      permanent: false,
    });
  });

  it('is unavailable for the first two attempts of one message to +15005550007, then accepts it', async () => {
    const message = request(SANDBOX_NUMBERS.unavailableTwice);
    expect(await refusal(sandbox.send(message))).toEqual({ code: 'provider-unavailable', permanent: false });
    // Another message to the same number counts its own attempts.
    expect(await refusal(sandbox.send(request(SANDBOX_NUMBERS.unavailableTwice)))).toEqual({
      code: 'provider-unavailable',
      permanent: false,
    });
    expect(await refusal(sandbox.send(message))).toEqual({ code: 'provider-unavailable', permanent: false });
    await expect(sandbox.send(message)).resolves.toHaveProperty('providerMessageId');
  });
});
