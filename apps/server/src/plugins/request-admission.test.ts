import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import requestAdmission from './request-admission.ts';

/** An app whose /api/slow/:n answers when `finish(n)` is called, and whose paying route answers at once. */
async function appWithSlowRoutes(limit: number) {
  // Behind the proxy every deployment has: the client's address is the X-Forwarded-For it sets.
  const app = Fastify({ trustProxy: true });
  await app.register(requestAdmission, { limit });
  const started: string[] = [];
  // Calls whose client went away, as the server saw it (a loaded machine may see it late).
  const aborted: string[] = [];
  app.addHook('onRequestAbort', async (request) => {
    aborted.push(request.url);
  });
  const finishers = new Map<string, () => void>();
  app.get('/api/slow/:n', async (request) => {
    const { n } = request.params as { n: string };
    started.push(n);
    await new Promise<void>((resolve) => finishers.set(n, resolve));
    return { n };
  });
  app.post('/api/shopping-cart/:id/process-payment', async () => {
    started.push('pay');
    return { paid: true };
  });
  app.get('/api/release-queue/:facilityId/tickets/current', async () => {
    started.push('poll');
    return { place: 1 };
  });
  app.get('/health', async () => ({ ok: true }));
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const finish = (n: string) => finishers.get(n)!();
  return { app, origin, started, aborted, finish };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 30));
/** Waits until `ready()` holds (a loaded machine may take longer than a tick to start a request), then a tick more. */
async function until(ready: () => boolean) {
  for (let waited = 0; !ready() && waited < 5_000; waited += 10)
    await new Promise((resolve) => setTimeout(resolve, 10));
  await tick();
}

describe('request admission', () => {
  it('runs at most the limit of API calls at once, in arrival order, and never keeps paying or non-API calls waiting', async () => {
    const { app, origin, started, finish } = await appWithSlowRoutes(2);
    const answers = ['1', '2', '3', '4'].map((n) => fetch(`${origin}/api/slow/${n}`));
    await until(() => started.length >= 2);
    expect(started).toEqual(['1', '2']);
    const paid = await fetch(`${origin}/api/shopping-cart/c1/process-payment`, { method: 'POST' });
    expect(paid.status).toBe(200);
    // The waiting room's poll is answered from memory: it takes no place the calls in line need.
    expect((await fetch(`${origin}/api/release-queue/7/tickets/current`)).status).toBe(200);
    expect((await fetch(`${origin}/health`)).status).toBe(200);
    finish('2');
    await until(() => started.length >= 5);
    expect(started).toEqual(['1', '2', 'pay', 'poll', '3']);
    finish('1');
    await until(() => started.length >= 6);
    finish('3');
    finish('4');
    expect((await Promise.all(answers)).map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    await app.close();
  });

  it('drops a waiting call whose client left, and frees the slot of one that left while running', async () => {
    const { app, origin, started, aborted, finish } = await appWithSlowRoutes(1);
    const running = new AbortController();
    const gone = new AbortController();
    const first = fetch(`${origin}/api/slow/1`, { signal: running.signal }).catch(() => 'aborted');
    await until(() => started.length >= 1);
    const second = fetch(`${origin}/api/slow/2`, { signal: gone.signal }).catch(() => 'aborted');
    await tick();
    gone.abort();
    await until(() => aborted.includes('/api/slow/2'));
    running.abort();
    expect([await first, await second]).toEqual(['aborted', 'aborted']);
    await until(() => aborted.includes('/api/slow/1'));
    const third = fetch(`${origin}/api/slow/3`);
    await tick();
    expect(started).toEqual(['1', '3']);
    finish('3');
    expect((await third).status).toBe(200);
    finish('1');
    await app.close();
  });

  it("serves the waiting calls address by address in turn: one address's burst does not wait in front of another's call", async () => {
    const { app, origin, started, finish } = await appWithSlowRoutes(1);
    const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
    const answers = ['1', '2', '3', '4'].map((n) => fetch(`${origin}/api/slow/${n}`, from('203.0.113.9')));
    await until(() => started.length >= 1);
    await tick();
    answers.push(fetch(`${origin}/api/slow/golfer`, from('198.51.100.1')));
    await tick();
    for (let turn = 0; turn < 4; turn += 1) {
      const before = started.length;
      finish(started.at(-1)!);
      await until(() => started.length > before);
    }
    // One of the script's calls ran when the golfer's came, and one more had its turn before it.
    expect(started.indexOf('golfer')).toBe(2);
    expect([...started].sort()).toEqual(['1', '2', '3', '4', 'golfer']);
    finish(started.at(-1)!);
    expect((await Promise.all(answers)).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    await app.close();
  });

  it('frees each slot when an injected call is answered', async () => {
    const app = Fastify();
    await app.register(requestAdmission, { limit: 1 });
    app.get('/api/ping', async () => ({ pong: true }));
    for (let i = 0; i < 5; i += 1) expect((await app.inject({ method: 'GET', url: '/api/ping' })).statusCode).toBe(200);
    await app.close();
  });
});
