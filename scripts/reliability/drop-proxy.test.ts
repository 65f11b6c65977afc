import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom, startDropProxy } from './drop-proxy.ts';

const hits: string[] = [];
const backends: http.Server[] = [];

async function backend(name: string): Promise<{ host: string; port: number }> {
  const server = http.createServer((request, response) => {
    hits.push(`${name} ${request.method} ${request.url}`);
    response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ served: name }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  backends.push(server);
  return { host: '127.0.0.1', port: (server.address() as AddressInfo).port };
}

let targets: { host: string; port: number }[];
beforeAll(async () => {
  targets = [await backend('a'), await backend('b')];
});
afterAll(async () => {
  for (const server of backends) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('the drop proxy', () => {
  it('forwards requests in turn to each backend and passes the answers on', async () => {
    const proxy = await startDropProxy({ backends: targets, dropRate: 0.1, random: () => 0.5 });
    const answers = [];
    for (let call = 0; call < 4; call += 1)
      answers.push(await (await fetch(`${proxy.origin}/x?n=${call}`, { method: 'POST', body: '{}' })).json());
    await proxy.close();
    expect(answers.map((answer) => (answer as { served: string }).served)).toEqual(['a', 'b', 'a', 'b']);
    expect(proxy.stats).toEqual({ forwarded: 4, dropped: 0, perBackend: [2, 2], backendErrors: 0 });
  });

  it('drops an answer after the backend did the work: the client sees a network error', async () => {
    const proxy = await startDropProxy({ backends: targets, dropRate: 0.1, random: () => 0.05 });
    const before = hits.length;
    await expect(fetch(`${proxy.origin}/pay`, { method: 'POST', body: '{}' })).rejects.toThrow();
    await proxy.close();
    expect(hits.slice(before)).toEqual(['a POST /pay']);
    expect(proxy.stats.dropped).toBe(1);
  });

  it('skips a backend that refuses connections (a killed process) and passes the body on', async () => {
    const dead = http.createServer();
    await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
    const deadPort = (dead.address() as AddressInfo).port;
    await new Promise((resolve) => dead.close(resolve));
    const proxy = await startDropProxy({
      backends: [{ host: '127.0.0.1', port: deadPort }, targets[1]!],
      dropRate: 0,
      random: () => 0.5,
      dropOnBackendError: true,
    });
    const answers = [];
    for (let call = 0; call < 2; call += 1)
      answers.push(await (await fetch(`${proxy.origin}/failover`, { method: 'POST', body: '{"n":1}' })).json());
    await proxy.close();
    expect(answers).toEqual([{ served: 'b' }, { served: 'b' }]);
    expect(proxy.stats.backendErrors).toBe(2);
  });

  it('draws the same drops from the same seed', () => {
    const first = seededRandom(42);
    const second = seededRandom(42);
    const draws = Array.from({ length: 1000 }, () => first());
    expect(Array.from({ length: 1000 }, () => second())).toEqual(draws);
    const dropped = draws.filter((draw) => draw < 0.1).length;
    expect(dropped).toBeGreaterThan(60);
    expect(dropped).toBeLessThan(140);
  });
});
