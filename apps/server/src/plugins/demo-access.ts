import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type DemoConvenience, demoConvenienceOf, isLoopback } from '../shared/demo-conveniences.ts';
import { replyNotFound } from './error-handler.ts';

/** Options of the demo-access plugin. */
interface DemoAccessOptions {
  /** The conveniences the operator opened to the network (DEMO_PAGES_FOR_NETWORK). */
  forNetwork: readonly DemoConvenience[];
}

/**
 * Every address the request came through must be this machine's: the socket's and, behind
 * TRUST_PROXY, each X-Forwarded-For hop. The trusted client address alone (the left-most hop)
 * is what the client wrote when the balancer appends to its header, so it would let anyone
 * claim 127.0.0.1.
 */
function isFromThisMachine(request: FastifyRequest): boolean {
  const chain = (request.ips as string[] | undefined) ?? [request.ip];
  return chain.length > 0 && chain.every((address) => isLoopback(address));
}

/**
 * The demo conveniences (shared/demo-conveniences.ts) answer other machines as if they did not
 * exist (404 in the error shape, the answer of a server where they are off): a 403 would tell a
 * stranger that this is a demo server worth probing. The start log tells the operator who can
 * reach them. First in line, so a refused request costs nothing else.
 */
export default fp<DemoAccessOptions>(
  async (app, { forNetwork }) => {
    app.addHook('onRequest', async (request, reply) => {
      const path = request.routeOptions.url;
      if (path === undefined) return;
      const convenience = demoConvenienceOf(path);
      if (convenience === null) return;
      if (convenience !== 'unnamed' && forNetwork.includes(convenience)) return;
      if (isFromThisMachine(request)) return;
      return replyNotFound(request, reply);
    });
  },
  { name: 'demo-access' },
);
