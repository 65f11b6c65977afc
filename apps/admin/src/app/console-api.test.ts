import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { consoleApi } from './console-api.ts';
import { createConsoleStore } from './store.ts';
import { json } from '../test/render-console.tsx';

// Endpoints of the kind every screen injects, to drive the base query without a screen.
const probe = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    probeRead: build.query<{ ok: boolean }, undefined>({
      query: () => '/api/admin/probe',
      responseSchema: z.object({ ok: z.boolean() }),
    }),
    probeWrite: build.mutation<unknown, { name: string }>({
      query: (body) => ({ url: '/api/admin/probe', method: 'PUT', body, headers: { 'idempotency-key': 'k1' } }),
    }),
  }),
});

afterEach(() => vi.unstubAllGlobals());

function stubFetch(answer: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the console API', () => {
  it('sends the alias and the staff token; CSRF, JSON and extra headers only on writes', async () => {
    const fetchMock = stubFetch(() => json(200, { ok: true }));
    const store = createConsoleStore({ alias: 'demo', token: 'fws_t' });
    await store.dispatch(probe.endpoints.probeRead.initiate(undefined));
    await store.dispatch(probe.endpoints.probeWrite.initiate({ name: 'Ada' }));
    const [[readUrl, read], [, write]] = fetchMock.mock.calls as unknown as [
      [string, RequestInit],
      [string, RequestInit],
    ];
    expect(readUrl).toBe('/api/admin/probe');
    expect(read.method).toBe('GET');
    expect(read.headers).toEqual({
      accept: 'application/json',
      'x-be-alias': 'demo',
      'x-fairway-staff-token': 'fws_t',
    });
    expect(write.headers).toMatchObject({
      'x-fairway-csrf': '1',
      'content-type': 'application/json',
      'idempotency-key': 'k1',
    });
    expect(write.body).toBe('{"name":"Ada"}');
  });

  it('gives a refusal as its status, code and details', async () => {
    stubFetch(() => json(409, { error: { code: 'CONFLICT', message: 'x', details: { reason: 'self' } } }));
    const store = createConsoleStore({ alias: null, token: 'fws_t' });
    const result = await store.dispatch(probe.endpoints.probeWrite.initiate({ name: 'Ada' }));
    expect(result.error).toEqual({ status: 409, code: 'CONFLICT', details: { reason: 'self' } });
    expect(store.getState().session.token).toBe('fws_t');
  });

  it('signs out when the server says the session is over', async () => {
    stubFetch(() => json(401, { error: { code: 'SESSION_EXPIRED', message: 'Session expired' } }));
    const store = createConsoleStore({ alias: 'demo', token: 'fws_t' });
    await store.dispatch(probe.endpoints.probeRead.initiate(undefined));
    expect(store.getState().session.token).toBeNull();
  });

  it('turns no answer into status 0, and an answer off its contract into INTERNAL (in development)', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const store = createConsoleStore({ alias: 'demo', token: 'fws_t' });
    expect((await store.dispatch(probe.endpoints.probeRead.initiate(undefined))).error).toEqual({
      status: 0,
      code: 'NETWORK',
    });

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() => json(200, { ok: 'yes' }));
    const drifted = await store.dispatch(probe.endpoints.probeRead.initiate(undefined, { forceRefetch: true }));
    expect(drifted.error).toMatchObject({ status: 0, code: 'INTERNAL' });
    expect(drifted.data).toBeUndefined();
  });
});
