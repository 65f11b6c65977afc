import { createAction } from '@reduxjs/toolkit';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { SessionState } from './session.ts';

// The console's one RTK Query API. Each screen adds its endpoints in its own
// features/<screen>/<screen>.api.ts with `consoleApi.enhanceEndpoints({ addTagTypes }).injectEndpoints`,
// each with its contract's zod schema as `responseSchema` (checked in development and tests) and
// tags, so a write refreshes what it changed and no view reloads by hand.

const STAFF_TOKEN_HEADER = 'x-fairway-staff-token';

/** One console call: a path under /api, its method, JSON body and extra headers (an Idempotency-Key). */
interface ConsoleRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
}

/** A refused console call as the screens read it: the HTTP status (0: no usable answer), the API error code, its details. */
export interface ConsoleError {
  status: number;
  code: string;
  details?: unknown;
}

/** Whether a caught value is a refused console call. */
export function isConsoleError(value: unknown): value is ConsoleError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ConsoleError).status === 'number' &&
    typeof (value as ConsoleError).code === 'string'
  );
}

/** The staff session is over (signed out, or the server said so): the console shows its sign-in. */
export const sessionEnded = createAction('session/ended');

/** The codes that mean the staff session is over: the console signs out. */
export const SESSION_OVER = ['SESSION_EXPIRED', 'UNAUTHORIZED'];

/**
 * fetch as the console always called its API: the alias and the staff token headers, CSRF on
 * writes, JSON both ways; a refusal becomes a ConsoleError with the answer's code, and a refusal
 * that ends the session signs the console out.
 */
const consoleBaseQuery: BaseQueryFn<ConsoleRequest | string, unknown, ConsoleError> = async (args, api) => {
  const { url, method = 'GET', body, headers: extra = {} } = typeof args === 'string' ? { url: args } : args;
  const { alias, token } = (api.getState() as { session: SessionState }).session;
  const headers: Record<string, string> = { accept: 'application/json', ...extra };
  if (alias) headers['x-be-alias'] = alias;
  if (token) headers[STAFF_TOKEN_HEADER] = token;
  if (method !== 'GET') headers['x-fairway-csrf'] = '1';
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    return { error: { status: 0, code: 'NETWORK' } };
  }
  const data = (await response.json().catch(() => null)) as { error?: { code?: string; details?: unknown } } | null;
  if (response.ok) return { data };
  const error = { status: response.status, code: data?.error?.code ?? 'INTERNAL', details: data?.error?.details };
  if (token && SESSION_OVER.includes(error.code)) api.dispatch(sessionEnded());
  return { error };
};

export const consoleApi = createApi({
  reducerPath: 'consoleApi',
  baseQuery: consoleBaseQuery,
  // The server checks every answer against the contract before it leaves; development and the
  // component tests check it again here, so a fixture or a client that drifts from the contract fails.
  skipSchemaValidation: !import.meta.env.DEV,
  catchSchemaFailure: (failure, info) => {
    console.error(`The answer of ${info.endpoint} does not match its contract schema`, failure.issues);
    return { status: 0, code: 'INTERNAL', details: failure.issues };
  },
  // Each screen's data is fresh when it opens: the console shows what the course has now.
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});
