import { CSRF_HEADER } from '@fairway/contract/session.contract';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { desc, eq } from 'drizzle-orm';

/** A JSON call's answer. */
export interface JsonAnswer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test convenience
  headers: Headers;
  cookies: string[];
}

/** Options of one call. */
export interface CallOptions {
  alias?: string;
  cookie?: string;
  bearer?: string;
  csrf?: boolean;
  headers?: Record<string, string>;
}

/** A tiny API client for account tests: JSON in and out, the CSRF header by default. */
export function accountsClient(baseUrl: string) {
  async function call(method: string, path: string, body?: unknown, options: CallOptions = {}): Promise<JsonAnswer> {
    const headers: Record<string, string> = { 'x-be-alias': options.alias ?? 'demo', ...options.headers };
    if (options.csrf !== false && method !== 'GET') headers[CSRF_HEADER] = '1';
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (options.cookie) headers.cookie = options.cookie;
    if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      // Non-JSON answers (a calendar file) are kept as text so callers can still look at them.
      body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text || undefined,
      headers: response.headers,
      cookies: response.headers.getSetCookie(),
    };
  }
  return {
    call,
    get: (path: string, options?: CallOptions) => call('GET', path, undefined, options),
    post: (path: string, body?: unknown, options?: CallOptions) => call('POST', path, body ?? {}, options),
    put: (path: string, body?: unknown, options?: CallOptions) => call('PUT', path, body ?? {}, options),
  };
}

/** The `name=value` of a Set-Cookie list's cookie, for a Cookie header. */
export function cookieValue(setCookies: string[], name: string): string | undefined {
  const line = setCookies.find((cookie) => cookie.startsWith(`${name}=`));
  return line?.split(';')[0];
}

/** The latest outbox message to a recipient. */
export async function latestMail(db: Database, recipient: string) {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, recipient))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row;
}

/** The value of a query parameter in the first link of a text. */
export function linkParam(text: string, name: string): string {
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error('no link in mail');
  const value = new URL(link).searchParams.get(name);
  if (!value) throw new Error(`no ${name} in ${link}`);
  return value;
}
