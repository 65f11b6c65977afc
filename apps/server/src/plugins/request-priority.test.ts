import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { queryPriority } from '../db/pool-gate.ts';
import requestPriority from './request-priority.ts';

describe('request priority', () => {
  it('ranks paying first and keeps each request in its context through the parsed body', async () => {
    const app = Fastify();
    await app.register(requestPriority);
    const seen = async () => queryPriority.getStore() ?? null;
    app.post('/api/shopping-cart/:id/process-payment', seen);
    app.post('/api/shopping-cart/:id/process-payment/finalize', seen);
    app.post('/api/shopping-cart/:id/cart-item', seen);
    // Over a socket, so that the body arrives in several chunks, on stream events outside the request's context.
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const post = async (url: string) => {
      const answer = await fetch(`${origin}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ big: 'x'.repeat(500_000) }) });
      return (await answer.json()) as { rank: number; since: number } | null;
    };
    const before = Date.now();
    const pay = await post('/api/shopping-cart/c1/process-payment');
    const finalize = await post('/api/shopping-cart/c1/process-payment/finalize');
    const add = await post('/api/shopping-cart/c1/cart-item');
    expect([pay?.rank, finalize?.rank, add?.rank]).toEqual([0, 0, 1]);
    expect(add!.since).toBeGreaterThanOrEqual(before);
    await app.close();
  });
});
