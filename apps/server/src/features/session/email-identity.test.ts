import { emailSkeleton } from '@fairway/domain/session/email-skeleton';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/profile.ts';
import { backfillEmailSkeletons } from './email-lookalikes.ts';
import { accountsClient } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

// One address, one account, whichever way the address comes in.

let server: TestServer;
let api: ReturnType<typeof accountsClient>;

beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  api = accountsClient(server.baseUrl);
});
afterAll(() => server.close());

const db = () => server.database!.handle.db;
const customerCount = async () => (await db().select({ n: count() }).from(customers))[0]!.n;
let counter = 0;
const unique = (name: string) => `${name}${++counter}x${Date.now()}`;
const FULLWIDTH_L = '\uff4c';
const PASSWORD = 'Birdie2024';

function signUp(emailAddress: string, extra: Record<string, unknown> = {}) {
  return api.post('/api/profile', {
    emailAddress,
    password: PASSWORD,
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...extra,
  });
}

function signIn(username: string) {
  return api.post('/api/profile/authenticate', { username, credentials: PASSWORD, type: 'basic' });
}

/** Posts raw body bytes as JSON (what fetch would never send from a JavaScript string). */
function postRaw(path: string, body: Uint8Array) {
  return fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-fairway-csrf': '1', 'x-be-alias': 'demo' },
    body,
  });
}

describe('sign-up refuses look-alikes of an existing account', () => {
  it('answers 409 EMAIL_LOOKALIKE for a fullwidth-letter twin and creates nothing', async () => {
    const name = unique('lookalike');
    expect((await signUp(`${name}@example.com`)).status).toBe(201);
    const before = await customerCount();
    const twin = await signUp(`${FULLWIDTH_L}${name.slice(1)}@example.com`);
    expect(twin.status).toBe(409);
    expect(twin.body.error).toEqual({
      code: 'EMAIL_LOOKALIKE',
      message: "This e-mail address looks like another account's address. Please check it or sign in.",
    });
    expect(await customerCount()).toBe(before);
  });

  it('refuses a Cyrillic letter in a Latin domain as an invalid address (400), writing nothing', async () => {
    const before = await customerCount();
    const answer = await signUp(`${unique('cyrillic')}@ex\u0430mple.com`);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(answer.body.error.details)).toContain('Email is invalid');
    expect(await customerCount()).toBe(before);
  });

  it('refuses a trailing dot and a trailing zero-width space', async () => {
    expect((await signUp(`${unique('dot')}@example.com.`)).status).toBe(400);
    expect((await signUp(`${unique('zwsp')}@example.com\u200b`)).status).toBe(400);
  });

  it('keeps the skeleton of every account, including seeded and older rows (backfill)', async () => {
    const [seeded] = await db().select().from(customers).where(eq(customers.email, 'golfer@example.com'));
    expect(seeded?.emailSkeleton).toBeTruthy();
    const [older] = await db()
      .insert(customers)
      .values({
        bookingEngineId: seeded!.bookingEngineId,
        email: `${unique('older')}@example.com`,
        firstName: 'O',
        lastName: 'Lder',
      })
      .returning();
    expect(older!.emailSkeleton).toBeNull();
    expect(await backfillEmailSkeletons(db())).toBeGreaterThanOrEqual(1);
    const [filled] = await db().select().from(customers).where(eq(customers.id, older!.id));
    expect(filled!.emailSkeleton).toBe(emailSkeleton(older!.email));
  });
});

describe('text that is not text is refused before anything is written', () => {
  it('answers 400 to a JSON body with raw invalid UTF-8 bytes', async () => {
    const before = await customerCount();
    const encoder = new TextEncoder();
    const head = encoder.encode(`{"emailAddress":"${unique('bytes')}`);
    const tail = encoder.encode(`@example.com","password":"${PASSWORD}","firstName":"Ada","lastName":"Lovelace"}`);
    const answer = await postRaw('/api/profile', new Uint8Array([...head, 0xff, 0xfe, ...tail]));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The request body is not valid UTF-8' },
    });
    expect(await customerCount()).toBe(before);
  });

  it('answers 400 to a body cut inside a multi-byte character', async () => {
    const bytes = new TextEncoder().encode(`{"email":"${unique('cut')}@example.com","x":"é`);
    const answer = await postRaw('/api/profile/password-reset', bytes.slice(0, -1));
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(
      'The request body is not valid UTF-8',
    );
  });

  it('still takes valid multi-byte UTF-8, split anywhere by the network', async () => {
    const answer = await postRaw(
      '/api/profile',
      new TextEncoder().encode(
        JSON.stringify({
          emailAddress: `${unique('zoë')}@bücher.example`,
          password: PASSWORD,
          firstName: 'Zoë',
          lastName: 'Ångström',
        }),
      ),
    );
    expect(answer.status).toBe(201);
  });

  it('refuses a lone surrogate in a first name (400) and creates nothing', async () => {
    const before = await customerCount();
    const answer = await signUp(`${unique('surrogate')}@example.com`, { firstName: 'Ada\ud800' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { issues: [{ location: 'body', path: ['firstName'] }] },
    });
    expect(await customerCount()).toBe(before);
  });
});

describe('guests', () => {
  it('refuses a guest session whose e-mail ends in a zero-width space', async () => {
    const guest = {
      guestEmailAddress: 'guest@example.com\u200b',
      guestName: { first: 'Gus', last: 'Guest' },
      guestPhone: null,
    };
    const answer = await api.post('/api/session/guest', guest);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body.error.details)).toContain('Email is invalid');
  });
});

describe('one account per address, however it is spelled', () => {
  it('signs an IDN address back in to the same account, typed in Unicode, upper case or its ASCII form', async () => {
    const name = unique('idn');
    const created = await signUp(`${name}@bücher.example`);
    expect(created.status).toBe(201);
    expect(created.body.customer.username).toBe(`${name}@xn--bcher-kva.example`);
    for (const username of [
      `${name}@bücher.example`,
      `${name.toUpperCase()}@BÜCHER.EXAMPLE`,
      `${name}@xn--bcher-kva.example`,
    ]) {
      const answer = await signIn(username);
      expect(answer.status, username).toBe(200);
      expect(answer.body.customer.id).toBe(created.body.customer.id);
    }
    expect((await signUp(`${name}@xn--bcher-kva.example`)).status).toBe(409);
  });

  it('treats a combining accent and the precomposed letter as one address', async () => {
    const name = unique('jose');
    const created = await signUp(`${name}e\u0301@example.com`);
    expect(created.status).toBe(201);
    expect((await signIn(`${name}\u00e9@example.com`)).body.customer?.id).toBe(created.body.customer.id);
    expect((await signUp(`${name}\u00e9@example.com`)).body.error.code).toBe('PROFILE_EXISTS');
  });

  it('normalises the password-reset address the same way', async () => {
    const name = unique('reset');
    expect((await signUp(`${name}@bücher.example`)).status).toBe(201);
    expect((await api.post('/api/profile/password-reset', { email: `${name}@BÜCHER.example` })).status).toBe(202);
  });
});
