import { count } from 'drizzle-orm';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../db/schema/profile.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
const headers = { 'content-type': 'application/json', 'x-fairway-csrf': '1', 'x-be-alias': 'demo' };
const customerCount = async () => (await server.database!.handle.db.select({ n: count() }).from(customers))[0]!.n;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Sends raw bytes and reads the whole answer (for requests fetch() will not send). */
function rawRequest(text: string): Promise<string> {
  const url = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('input guard', () => {
  it('refuses a NUL character in a body string as 400 VALIDATION_FAILED, before anything is written', async () => {
    const before = await customerCount();
    const signUp = { emailAddress: 'nul@example.com', password: 'Birdie2024', firstName: 'A\u0000', lastName: 'B' };
    const answer = await fetch(`${server.baseUrl}/api/profile`, {
      method: 'POST',
      headers,
      body: JSON.stringify(signUp),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: { issues: [{ location: 'body', path: ['firstName'] }] } },
    });
    expect(await customerCount()).toBe(before);
    const reset = await fetch(`${server.baseUrl}/api/profile/password-reset`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'a\u0000b@example.com' }),
    });
    expect(reset.status).toBe(400);
  });

  it('refuses a NUL character in a path parameter or a query value', async () => {
    const path = await fetch(
      `${server.baseUrl}/api/shopping-cart/00000000-0000-4000-8000-000000000000/process-payment/finalize`,
      { method: 'POST', headers, body: JSON.stringify({ paymentId: '\u0000' }) },
    );
    expect(path.status).toBe(400);
    const param = await fetch(`${server.baseUrl}/api/profile/password-reset/%00aaaaaaaaaaaaaaaaaaaa`, {
      method: 'POST',
      headers,
      body: '{}',
    });
    expect(param.status).toBe(400);
    const query = await fetch(`${server.baseUrl}/api/v2/tee-times?date=2026-07-13&promotionCode=%00`, { headers });
    expect(((await query.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
  });
});

describe('requests refused before routing', () => {
  it('answers a URL that does not decode in the error shape', async () => {
    const answer = await fetch(`${server.baseUrl}/api/shopping-cart/%ED%A0%80`, { headers });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'The URL is not valid' } });
  });

  it("answers headers over Node's limit and a malformed request line in the error shape", async () => {
    const huge = await rawRequest(`GET /api/facilities?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(huge.split('\r\n\r\n')[1]!)).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Request headers are too large' },
    });
    const garbled = await rawRequest('NOT A REQUEST\r\n\r\n');
    expect(JSON.parse(garbled.split('\r\n\r\n')[1]!)).toMatchObject({ error: { code: 'BAD_REQUEST' } });
  });
});
