import { errorResponseSchema } from '@fairway/contract/errors.contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from '../shared/domain-error.ts';
import errorHandler, { replyNotFound } from './error-handler.ts';

let app: FastifyInstance;
let baseUrl: string;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const logger = pino(
    { level: 'error' },
    { write: (line: string) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  const fastify = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    bodyLimit: 1024,
  }).withTypeProvider<ZodTypeProvider>();
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  await fastify.register(errorHandler);
  fastify.setNotFoundHandler(replyNotFound);
  fastify.post(
    '/players',
    { schema: { body: z.object({ name: z.string().min(2), players: z.number().int().min(1).max(4) }) } },
    async (request) => ({ ok: request.body.name }),
  );
  fastify.get('/conflict', async () => {
    throw new DomainError('CONFLICT', 'This Tee Time is already in the cart');
  });
  fastify.get('/unavailable', async () => {
    throw new DomainError('SERVICE_UNAVAILABLE');
  });
  fastify.get('/database-gone', async () => {
    // What Drizzle throws while PostgreSQL restarts: its query error wrapping the driver's.
    throw new Error('Failed query: select 1', {
      cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    });
  });
  fastify.get('/connection-lost', async () => {
    throw new Error('Connection terminated unexpectedly');
  });
  fastify.get('/socket-closed', async () => {
    // A pipelined ROLLBACK written after PostgreSQL closed the connection, before the driver saw it close.
    throw new Error('Failed query: rollback', { cause: Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }) });
  });
  fastify.get('/crash', async () => {
    throw new Error('connection to 10.0.0.5:5432 refused (password=hunter2)');
  });
  app = fastify;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => app.close());

async function errorOf(response: Response) {
  return errorResponseSchema.parse(await response.json()).error;
}

function post(body: string, contentType = 'application/json') {
  return fetch(`${baseUrl}/players`, { method: 'POST', headers: { 'content-type': contentType }, body });
}

describe('error handler', () => {
  it('answers a schema violation with 400 VALIDATION_FAILED and the zod issues', async () => {
    const response = await post(JSON.stringify({ name: 'A', players: 5 }));
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    const { issues } = error.details as {
      issues: { location: string; path: string[]; code: string; message: string }[];
    };
    expect(issues.map((issue) => issue.path)).toEqual([['name'], ['players']]);
    expect(issues.map((issue) => issue.code)).toEqual(['too_small', 'too_big']);
    expect(issues[0]!.location).toBe('body');
  });

  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const response = await post('{"name":');
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('BAD_REQUEST');
  });

  it('answers an unsupported content type with a 4xx', async () => {
    const response = await post('name=Al', 'application/x-www-form-urlencoded');
    expect(response.status).toBe(415);
    expect((await errorOf(response)).code).toBe('BAD_REQUEST');
  });

  it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await post(JSON.stringify({ name: 'x'.repeat(4096), players: 1 }));
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it("answers a DomainError with its code's status and its message", async () => {
    const response = await fetch(`${baseUrl}/conflict`);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({ code: 'CONFLICT', message: 'This Tee Time is already in the cart' });
    const unavailable = await fetch(`${baseUrl}/unavailable`);
    expect(unavailable.status).toBe(503);
    expect((await errorOf(unavailable)).code).toBe('SERVICE_UNAVAILABLE');
  });

  it('hides the internals of an unexpected error and logs it with the request', async () => {
    logLines.length = 0;
    const response = await fetch(`${baseUrl}/crash?page=2`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong' } });
    expect(text).not.toContain('hunter2');
    expect(logLines).toContainEqual(
      expect.objectContaining({
        msg: 'request failed',
        method: 'GET',
        url: '/crash?page=2',
        reqId: expect.any(String),
        err: expect.objectContaining({ message: expect.stringContaining('refused') }),
      }),
    );
  });

  it('answers a lost database with 503 SERVICE_UNAVAILABLE, not a 500', async () => {
    for (const path of ['/database-gone', '/connection-lost', '/socket-closed']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(503);
      expect((await errorOf(response)).code).toBe('SERVICE_UNAVAILABLE');
    }
  });

  it('answers an unknown route with 404 NOT_FOUND', async () => {
    const response = await fetch(`${baseUrl}/nowhere?x=1`);
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({ code: 'NOT_FOUND', message: 'Route GET /nowhere not found' });
  });
});
