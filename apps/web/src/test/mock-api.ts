import { vi } from 'vitest';
import { bookingEngineFixture, emptyTeeTimesFixture, facilitiesFixture } from './fixtures.ts';

/** A mocked HTTP answer. */
export interface Answer {
  status?: number;
  body: unknown;
  /** Extra response headers (e.g. Retry-After). */
  headers?: Record<string, string>;
}

/** A route's answer: fixed, or computed per request (to change answers between calls). */
export type Handler = Answer | ((request: Request) => Answer);

/** An `{ error: { code, message } }` answer like the server's error handler sends. */
export function errorAnswer(status: number, code: string, message = code): Answer {
  return { status, body: { error: { code, message } } };
}

/**
 * Replaces `fetch` with a fake API server: `routes` maps paths under /api (e.g. 'booking-engine')
 * to answers; unknown paths answer 404 NOT_FOUND. Defaults serve the demo tenant.
 */
export function mockApi(routes: Record<string, Handler> = {}) {
  const handlers: Record<string, Handler> = {
    'booking-engine': { body: bookingEngineFixture() },
    facilities: { body: facilitiesFixture() },
    'v2/tee-times': { body: emptyTeeTimesFixture() },
    weather: { body: [] },
    session: { body: { kind: 'anonymous' } },
    ...routes,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api\//, '');
    const handler = handlers[path];
    const answer = typeof handler === 'function' ? handler(request) : (handler ?? errorAnswer(404, 'NOT_FOUND'));
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests a mocked API received for one path. */
export function requestsTo(fetchMock: ReturnType<typeof mockApi>, path: string): Request[] {
  return fetchMock.mock.calls
    .map(([input, init]) => (input instanceof Request ? input : new Request(input, init)))
    .filter((request) => new URL(request.url).pathname === `/api/${path}`);
}
