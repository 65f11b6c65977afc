import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { required } from '@fairway/domain/shared/required';

/** A backend the proxy forwards to. */
interface Backend {
  host: string;
  port: number;
}

/** What the proxy did so far. */
interface DropProxyStats {
  forwarded: number;
  dropped: number;
  perBackend: number[];
  /** Requests whose backend could not be reached or died before answering. */
  backendErrors: number;
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
  /**
   * A load balancer with health checks: a backend that refuses the connection is skipped for the
   * next one; one that dies mid-request closes the client's socket (the client hears nothing and
   * retries, as a browser would) instead of answering 502.
   */
  dropOnBackendError?: boolean;
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
export async function startDropProxy({
  backends,
  dropRate,
  random,
  dropOnBackendError = false,
}: DropProxyOptions): Promise<DropProxy> {
  const stats: DropProxyStats = { forwarded: 0, dropped: 0, perBackend: backends.map(() => 0), backendErrors: 0 };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  let next = 0;

  function send(request: IncomingMessage, response: ServerResponse, body: Buffer, tries: number) {
    const index = next++ % backends.length;
    const backend = required(backends[index], 'a backend');
    stats.perBackend[index] = (stats.perBackend[index] ?? 0) + 1;
    const upstream = http.request(
      {
        host: backend.host,
        port: backend.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
        agent,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', () => request.socket.destroy());
        answer.on('end', () => {
          stats.forwarded += 1;
          if (random() < dropRate) {
            stats.dropped += 1;
            request.socket.destroy();
            return;
          }
          const headers = { ...answer.headers };
          delete headers['transfer-encoding'];
          const answerBody = Buffer.concat(chunks);
          headers['content-length'] = String(answerBody.length);
          response.writeHead(answer.statusCode ?? 502, headers);
          response.end(answerBody);
        });
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      stats.backendErrors += 1;
      if (dropOnBackendError) {
        // Nothing reached a backend that refused the connection: the next one gets the request.
        if (error.code === 'ECONNREFUSED' && tries + 1 < backends.length) send(request, response, body, tries + 1);
        else request.socket.destroy();
        return;
      }
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('bad gateway');
    });
    upstream.end(body);
  }

  function forward(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => send(request, response, Buffer.concat(chunks), 0));
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
