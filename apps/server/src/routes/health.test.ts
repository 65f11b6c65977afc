import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

// A database whose every query fails, as when PostgreSQL is down.
const unreachable = {
  execute: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432 (password=hunter2)')),
} as unknown as Database;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ db: unreachable });
});
afterAll(() => server.close());

describe('GET /healthz with the database down', () => {
  it('answers 503 with the error shape and no internals', async () => {
    const response = await server.get('/healthz');
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: 'The database is not reachable' },
    });
    expect(text).not.toContain('ECONNREFUSED');
  });
});
