import { Agent, request } from 'node:http';
import type { SendCall } from '../scripts/reliability/guest-checkout.ts';

/**
 * Sends the checkout's calls over plain keep-alive HTTP/1.1 connections, one per bench connection
 * at most, as autocannon does for the search baseline. The global fetch spends about four times
 * the CPU per call (undici's WHATWG layers), and the client shares the machine's cores with the
 * server it measures.
 */
export function keepAliveSend(connections: number): SendCall {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  return ({ method, url, headers, body }) =>
    new Promise((resolve, reject) => {
      const outgoing = request(
        url,
        { method, agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () =>
            resolve({ status: incoming.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
          );
          incoming.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
}
