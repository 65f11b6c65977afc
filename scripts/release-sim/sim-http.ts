import { required } from '@fairway/domain/shared/required';
/** What every client's calls added up to: answers by status class, and failures to get one. */
export interface HttpStats {
  requests: number;
  byStatus: Record<string, number>;
  serverErrors: { path: string; status: number; body: string }[];
  networkErrors: number;
  /** Real ms of each answer to a golfer, by call (method and route): what the targets are about. */
  latencies: Record<string, number[]>;
  /** The same for the bots' calls, kept apart: their hammering is the load, not a golfer's wait. */
  botLatencies: Record<string, number[]>;
  /** A golfer's calls slower than the targets' p99 (SLOW_CALL_MS), with the real instant each started: when the misses happen. */
  slowCalls: { route: string; startedAt: number }[];
}

/** The targets' p99 (real ms): a golfer's call slower than this is a miss. */
export const SLOW_CALL_MS = 1000;

export const newHttpStats = (): HttpStats => ({
  requests: 0,
  byStatus: {},
  serverErrors: [],
  networkErrors: 0,
  latencies: {},
  botLatencies: {},
  slowCalls: [],
});

/** A call's route without ids: "POST /api/shopping-cart/:id/cart-item". */
const routeOf = (method: string, path: string) =>
  `${method} ${path.replace(/\?[\s\S]*$/, '').replace(/\/[0-9a-f-]{36}|\/\d+(?=\/|$)/g, '/:id')}`;

/** A JSON answer. */
export interface SimAnswer {
  status: number;
  body: Record<string, unknown> & { error?: { code?: string; message?: string } };
  headers: Headers;
}

/** Where a client stands on the network: its address (the one the proxy in front would forward) and its session. */
export interface SimClient {
  address: string;
  bearer?: string;
  /** A bot's client: its answers' times are counted apart from the golfers'. */
  bot?: boolean;
}

/**
 * One call from a simulated client to one of the servers, picked at random (as a load balancer
 * would). The address goes in X-Forwarded-For, as the proxy in front of TRUST_PROXY=true sets it:
 * a client cannot choose it (bots included), so the harness sets it, not the client's code.
 */
export function simHttp(origins: string[], alias: string, stats: HttpStats) {
  return async function call(
    client: SimClient,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<SimAnswer> {
    const origin = path.startsWith('http')
      ? ''
      : required(origins[Math.floor(Math.random() * origins.length)], 'a server origin');
    stats.requests += 1;
    let response: Response;
    let text: string;
    const started = performance.now();
    const startedAt = Date.now();
    try {
      response = await fetch(`${origin}${path}`, {
        method,
        headers: {
          'x-be-alias': alias,
          'x-forwarded-for': client.address,
          ...(method === 'GET' ? {} : { 'x-fairway-csrf': '1' }),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(client.bearer ? { authorization: `Bearer ${client.bearer}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      text = await response.text();
    } catch {
      stats.networkErrors += 1;
      return { status: 0, body: {}, headers: new Headers() };
    }
    const route = routeOf(method, path);
    const took = performance.now() - started;
    ((client.bot ? stats.botLatencies : stats.latencies)[route] ??= []).push(took);
    if (!client.bot && took > SLOW_CALL_MS) stats.slowCalls.push({ route, startedAt });
    const klass = `${Math.floor(response.status / 100)}xx`;
    stats.byStatus[klass] = (stats.byStatus[klass] ?? 0) + 1;
    if (response.status >= 500)
      stats.serverErrors.push({
        path: `${method} ${path.split('?')[0]}`,
        status: response.status,
        body: text.slice(0, 300),
      });
    let parsed: SimAnswer['body'] = {};
    try {
      parsed = text ? (JSON.parse(text) as SimAnswer['body']) : {};
    } catch {
      parsed = {};
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };
}

export type SimCall = ReturnType<typeof simHttp>;
