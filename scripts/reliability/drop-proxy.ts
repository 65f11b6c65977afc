import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A backend the proxy forwards to. */
export interface Backend {
  host: string;
  port: number;
}

/** What the proxy did so far. */
export interface DropProxyStats {
  forwarded: number;
  dropped: number;
  perBackend: number[];
}

/** A running drop proxy. */
export interface DropProxy {
  origin: string;
  stats: DropProxyStats;
  close(): Promise<void>;
}

/** Options of startDropProxy. */
export interface DropProxyOptions {
  backends: Backend[];
  /** Share of answers dropped, 0–1. */
  dropRate: number;
  /** The random source (seeded, so a failing run can be replayed). */
  random: () => number;
}

/** A small seeded PRNG (mulberry32): the same seed gives the same drops and the same load. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A load balancer that loses answers: each request goes to the next backend in turn (so one
 * client's calls land on both server processes), the backend's answer is read in full, and
 * then, for `dropRate` of requests, the client's socket is destroyed instead of answering — the
 * server did the work, the client never hears of it (a network failure after the fact).
 */
export async function startDropProxy({ backends, dropRate, random }: DropProxyOptions): Promise<DropProxy> {
  const stats: DropProxyStats = { forwarded: 0, dropped: 0, perBackend: backends.map(() => 0) };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  let next = 0;

  function forward(request: IncomingMessage, response: ServerResponse) {
    const index = next++ % backends.length;
    const backend = backends[index]!;
    stats.perBackend[index]! += 1;
    const upstream = http.request(
      { host: backend.host, port: backend.port, method: request.method, path: request.url, headers: request.headers, agent },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          stats.forwarded += 1;
          if (random() < dropRate) {
            stats.dropped += 1;
            request.socket.destroy();
            return;
          }
          const headers = { ...answer.headers };
          delete headers['transfer-encoding'];
          const body = Buffer.concat(chunks);
          headers['content-length'] = String(body.length);
          response.writeHead(answer.statusCode ?? 502, headers);
          response.end(body);
        });
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('bad gateway');
    });
    request.pipe(upstream);
  }

  const server = http.createServer(forward);
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stats,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
