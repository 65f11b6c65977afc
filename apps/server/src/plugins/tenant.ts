import { ALIAS_HEADER, aliasSchema } from '@fairway/contract/tenancy.contract';
import { aliasFromHostname } from '@fairway/domain/facilities/alias';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import type { BookingEngineRow } from '../db/schema/facilities.ts';
import {
  findBookingEngineByAlias,
  findDefaultBookingEngine,
} from '../features/facilities/facilities.repository.ts';
import { DomainError } from '../shared/domain-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The booking engine of an /api request, resolved once per request by the tenant plugin. */
    bookingEngine: BookingEngineRow | null;
  }
}

/** The configured default engine, else the one flagged is_default. */
export async function findDefaultEngine(db: Database, defaultAlias: string): Promise<BookingEngineRow | undefined> {
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

/**
 * Resolves the booking engine of every /api request before anything else runs, and keeps it
 * on the request only: no cache, so a settings change shows on the next request in every process.
 */
export default fp<{ defaultAlias: string }>(
  async (app, { defaultAlias }) => {
    app.decorateRequest('bookingEngine', null);
    app.addHook('onRequest', async (request, reply) => {
      if (!request.routeOptions.url?.startsWith('/api/')) return;
      // The same URL answers differently per x-be-alias: no cache may keep one tenant's answer.
      reply.header('cache-control', 'no-store').header('vary', ALIAS_HEADER);
      request.bookingEngine = await resolveApiBookingEngine(app.db, request.headers[ALIAS_HEADER], defaultAlias);
    });
  },
  { name: 'tenant', dependencies: ['database'] },
);
