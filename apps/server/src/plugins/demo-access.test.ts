import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';

// The demo conveniences serve this machine only, unless DEMO_PAGES_FOR_NETWORK names them; a
// stranger gets the answer of a server without them (404 NOT_FOUND, "Route … not found").

const STRANGER = '203.0.113.5';
const api = { 'x-be-alias': 'demo', 'x-fairway-csrf': '1' };

/** One request per convenience, and how to tell it was served. */
const CONVENIENCES: { name: string; request: InjectOptions; served: (status: number, body: string) => boolean }[] = [
  {
    name: 'outbox',
    request: { method: 'GET', url: '/dev/outbox' },
    served: (status, body) => status === 200 && body.includes('Mail outbox'),
  },
  {
    name: 'sms',
    request: { method: 'GET', url: '/dev/sms' },
    served: (status, body) => status === 200 && body.includes('SMS outbox'),
  },
  {
    name: 'golf-id',
    request: { method: 'GET', url: '/sandbox/golf-id/authorize?state=x&alias=demo' },
    served: (status, body) => status === 200 && body.includes('Golf ID (sandbox)'),
  },
  // A split payment that does not exist: the route's own 404, not the router's.
  {
    name: 'dev-deadlines',
    request: { method: 'POST', url: `/dev/split-payments/${randomUUID()}/deadline`, headers: api },
    served: (status, body) => status === 404 && !body.includes('Route POST'),
  },
  {
    name: 'dev-deadlines',
    request: { method: 'DELETE', url: '/api/dev/release-queue/clock', headers: api },
    served: (status) => status < 300,
  },
];

let local: TestServer;
let behindProxy: TestServer;
let opened: TestServer;

beforeAll(async () => {
  local = await startTestServer({ env: { DEV_DEADLINES: '1' } });
  const db = local.database!.handle.db;
  behindProxy = await startTestServer({ db, env: { DEV_DEADLINES: '1', TRUST_PROXY: 'true' } });
  opened = await startTestServer({
    db,
    env: { DEV_DEADLINES: '1', DEMO_PAGES_FOR_NETWORK: 'outbox, sms,golf-id,dev-deadlines' },
  });
});
afterAll(async () => {
  await opened?.close();
  await behindProxy?.close();
  await local?.close();
});

async function send(
  server: TestServer,
  request: InjectOptions,
  remoteAddress: string,
  headers: Record<string, string> = {},
) {
  const answer = await server.app.inject({
    ...request,
    remoteAddress,
    headers: { ...(request.headers as Record<string, string>), ...headers },
  });
  return { status: answer.statusCode, body: answer.body };
}

function expectRefused(answer: { status: number; body: string }, request: InjectOptions) {
  expect(answer.status, request.url as string).toBe(404);
  expect(JSON.parse(answer.body), request.url as string).toEqual({
    error: { code: 'NOT_FOUND', message: `Route ${request.method} ${(request.url as string).split('?')[0]} not found` },
  });
}

describe('demo conveniences', () => {
  it('serve clients on this machine: 127.0.0.0/8, ::1 and IPv4-mapped loopback', async () => {
    for (const { name, request, served } of CONVENIENCES) {
      for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
        const answer = await send(local, request, address);
        expect(
          served(answer.status, answer.body),
          `${name} from ${address}: ${answer.status} ${answer.body.slice(0, 200)}`,
        ).toBe(true);
      }
    }
  });

  it('answer another machine as if they did not exist, and change nothing for it', async () => {
    for (const { request } of CONVENIENCES) {
      for (const address of [STRANGER, '::ffff:203.0.113.5', '2001:db8::5', '10.0.0.8'])
        expectRefused(await send(local, request, address), request);
    }
    // The golf-ID sign-in form posts too: no token for a stranger.
    const post = {
      method: 'POST' as const,
      url: '/sandbox/golf-id/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'state=s&alias=demo&email=victim%40example.com&firstName=V&lastName=X',
    };
    expectRefused(await send(local, post, STRANGER), post);
    expect((await send(local, post, '127.0.0.1')).status).toBe(303);
  });

  it('behind TRUST_PROXY, refuse a forwarded stranger even on a loopback socket, and a forged 127.0.0.1 hop', async () => {
    for (const { name, request, served } of CONVENIENCES) {
      expectRefused(await send(behindProxy, request, '127.0.0.1', { 'x-forwarded-for': STRANGER }), request);
      // A balancer that appends to the client's header: the left-most entry is the client's own claim.
      expectRefused(
        await send(behindProxy, request, '127.0.0.1', { 'x-forwarded-for': `127.0.0.1, ${STRANGER}` }),
        request,
      );
      const localHop = await send(behindProxy, request, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' });
      expect(served(localHop.status, localHop.body), `${name} through a local proxy`).toBe(true);
    }
  });

  it('serve the network where DEMO_PAGES_FOR_NETWORK names them', async () => {
    for (const { name, request, served } of CONVENIENCES) {
      const answer = await send(opened, request, STRANGER);
      expect(served(answer.status, answer.body), `${name}: ${answer.status} ${answer.body.slice(0, 200)}`).toBe(true);
    }
  });

  it('leave the app itself open to every client', async () => {
    const health = await local.app.inject({ method: 'GET', url: '/healthz', remoteAddress: STRANGER });
    expect(health.statusCode).toBe(200);
    const engine = await local.app.inject({
      method: 'GET',
      url: '/api/booking-engine',
      headers: api,
      remoteAddress: STRANGER,
    });
    expect(engine.statusCode, engine.body.slice(0, 200)).toBe(200);
  });
});
