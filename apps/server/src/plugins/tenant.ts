import { ALIAS_HEADER, aliasSchema } from '@fairway/contract/tenancy.contract';
import { aliasFromHostname } from '@fairway/domain/facilities/alias';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import type { BookingEngineRow } from '../db/schema/facilities.ts';
import { findBookingEngineByAlias, findDefaultBookingEngine } from '../features/facilities/facilities.public.ts';
import { DomainError } from '../shared/domain-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The booking engine of an /api request, resolved once per request by the tenant plugin. */
    bookingEngine: BookingEngineRow | null;
  }
  interface FastifyInstance {
    /** The per-process memo of resolved engines: `invalidate()` after an engine's settings change. */
    bookingEngineCache: { invalidate(): void };
  }
}

/** The configured default engine, else the one flagged is_default. */
async function findDefaultEngine(db: Database, defaultAlias: string): Promise<BookingEngineRow | undefined> {
  return (await findBookingEngineByAlias(db, defaultAlias)) ?? (await findDefaultBookingEngine(db));
}

/** The engine an API call names in its x-be-alias header (or the default); 400 or 404 otherwise. */
export async function resolveApiBookingEngine(
  db: Database,
  header: string | string[] | undefined,
  defaultAlias: string,
): Promise<BookingEngineRow> {
  if (header === undefined) {
    const engine = await findDefaultEngine(db, defaultAlias);
    if (!engine) throw new DomainError('ALIAS_NOT_FOUND', 'No default booking engine is configured');
    return engine;
  }
  // A repeated header arrives as an array or joined with commas: both fail here.
  const parsed = aliasSchema.safeParse(header);
  if (!parsed.success) {
    throw new DomainError(
      'INVALID_ALIAS',
      `The ${ALIAS_HEADER} header must be one booking engine alias: lowercase letters, digits and dashes, at most 63 characters`,
    );
  }
  const engine = await findBookingEngineByAlias(db, parsed.data);
  if (!engine) throw new DomainError('ALIAS_NOT_FOUND', `Unknown booking engine "${parsed.data}"`);
  return engine;
}

/**
 * The engine whose page the HTML shell serves: the `alias` query parameter, else the host
 * name's first label, else the default. An unknown alias gets the default engine's shell
 * (the SPA then shows its own error from the API).
 */
export async function resolvePageBookingEngine(
  db: Database,
  request: FastifyRequest,
  defaultAlias: string,
): Promise<BookingEngineRow | undefined> {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = aliasSchema.safeParse(query?.alias);
  const candidate = fromQuery.success ? fromQuery.data : aliasFromHostname(request.hostname);
  const engine = candidate ? await findBookingEngineByAlias(db, candidate) : undefined;
  return engine ?? (await findDefaultEngine(db, defaultAlias));
}

/** The booking engine of a request under /api; a route outside /api has none. */
export function tenantOf(request: FastifyRequest): BookingEngineRow {
  if (!request.bookingEngine) throw new Error(`No booking engine resolved for ${request.method} ${request.url}`);
  return request.bookingEngine;
}

/** Options of the tenant plugin. */
interface TenantOptions {
  defaultAlias: string;
  /**
   * How long (ms) a process reuses an engine it looked up: a settings change then shows within
   * this time in every process. 0 (tests) looks the engine up on every request.
   */
  cacheMs?: number;
}

/**
 * A per-process memo of resolved engines, keyed by the raw header (absent header → the default).
 * One lookup per key at a time: requests arriving while it runs share it, so the end of a window
 * under load costs one query, not one per request waiting for a pooled connection.
 */
export function engineMemo(cacheMs: number) {
  const entries = new Map<string, { engine: Promise<BookingEngineRow>; until: number }>();
  return {
    invalidate(): void {
      entries.clear();
    },
    resolve(header: string | string[] | undefined, lookup: () => Promise<BookingEngineRow>): Promise<BookingEngineRow> {
      if (cacheMs <= 0 || Array.isArray(header)) return lookup();
      const key = header ?? '';
      const hit = entries.get(key);
      if (hit && hit.until > Date.now()) return hit.engine;
      const engine = lookup();
      entries.set(key, { engine, until: Infinity });
      const settle = (keep: boolean) => {
        if (entries.get(key)?.engine !== engine) return; // invalidated meanwhile
        // Unknown aliases (a rejected lookup) are never kept; the map is bounded by the number of engines.
        if (keep) entries.set(key, { engine, until: Date.now() + cacheMs });
        else entries.delete(key);
      };
      engine.then(
        () => settle(true),
        () => settle(false),
      );
      return engine;
    },
  };
}

/**
 * Resolves the booking engine of every /api request before anything else runs, and keeps it
 * on the request. With `cacheMs` the lookup is reused for that long within a process: the
 * lookup was a database round trip on every API call and capped throughput (see the bench).
 */
export default fp<TenantOptions>(
  async (app, { defaultAlias, cacheMs = 0 }) => {
    const memo = engineMemo(cacheMs);
    app.decorateRequest('bookingEngine', null);
    app.decorate('bookingEngineCache', { invalidate: () => memo.invalidate() });
    app.addHook('onRequest', async (request, reply) => {
      if (!request.routeOptions.url?.startsWith('/api/')) return;
      // The same URL answers differently per x-be-alias: no cache may keep one tenant's answer.
      reply.header('cache-control', 'no-store').header('vary', ALIAS_HEADER);
      const header = request.headers[ALIAS_HEADER];
      request.bookingEngine = await memo.resolve(header, () => resolveApiBookingEngine(app.db, header, defaultAlias));
    });
  },
  { name: 'tenant', dependencies: ['database'] },
);
