import { prismViolations, type Violation } from './prism-violations.ts';

/** One call of the journey: the request line, the status that came back, and what Prism said about it. */
export interface Exchange {
  method: string;
  path: string;
  status: number;
  violations: Violation[];
}

/** Thrown when an answer is not the one the journey needs to go on (the report says which). */
class JourneyBroken extends Error {}

export interface CallOptions {
  body?: unknown;
  /** The status the journey expects; another one stops this part of the journey. */
  expect?: number;
  accept?: string;
  headers?: Record<string, string>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Real HTTP through Prism's proxy, with the headers the web app sends: the engine alias, the CSRF
 * header (the app sets it on every call), its own Origin on state-changing calls (as a browser
 * does), JSON in and out, and the caller's bearer token or staff token once signed in.
 */
export class JourneyClient {
  readonly exchanges: Exchange[] = [];
  private readonly identity: Record<string, string> = {};

  constructor(
    private readonly proxyOrigin: string,
    private readonly appOrigin: string,
    private readonly alias: string,
  ) {}

  /** Headers that identify the caller from now on (Authorization, the staff token). */
  identifyWith(headers: Record<string, string>): void {
    Object.assign(this.identity, headers);
  }

  async call<T = Record<string, unknown>>(
    method: string,
    path: string,
    { body, expect = 200, accept = 'application/json', headers = {} }: CallOptions = {},
  ): Promise<T> {
    const sent: Record<string, string> = {
      'x-be-alias': this.alias,
      'x-fairway-csrf': '1',
      accept,
      ...this.identity,
      ...headers,
    };
    if (!SAFE_METHODS.has(method)) sent.origin = this.appOrigin;
    if (body !== undefined) sent['content-type'] = 'application/json';
    const answer = await fetch(`${this.proxyOrigin}${path}`, {
      method,
      headers: sent,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await answer.text();
    const violations = prismViolations(answer.headers, text);
    this.exchanges.push({ method, path, status: answer.status, violations });
    if (answer.status !== expect)
      throw new JourneyBroken(`${method} ${path}: expected ${expect}, got ${answer.status} ${text.slice(0, 300)}`);
    const type = answer.headers.get('content-type') ?? '';
    return (type.includes('json') && text ? JSON.parse(text) : text) as T;
  }
}
