import { createHash } from 'node:crypto';
import { errorResponseSchema } from '@fairway/contract/errors.contract';
import { tenantHeadersSchema } from '@fairway/contract/tenancy.contract';
import {
  rateInvoiceParamsSchema,
  rateInvoiceQuerySchema,
  rateInvoiceResponseSchema,
  teeTimePricesQuerySchema,
  teeTimePricesResponseSchema,
  teeTimesQuerySchema,
  teeTimesResponseSchema,
} from '@fairway/contract/tee-times.contract';
import {
  hourlyWeatherQuerySchema,
  hourlyWeatherResponseSchema,
  weatherQuerySchema,
  weatherResponseSchema,
} from '@fairway/contract/weather.contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../plugins/tenant.ts';
import type { BookingEngineRow } from '../facilities/facilities.public.ts';
import { knownMemberCoursesOfRequest, memberCoursesOfRequest } from '../session/session.public.ts';
import { openMeteoProvider } from './open-meteo.ts';
import { createSearchCache, type SearchAnswer, type SearchCache } from './search-cache.ts';
import { rateInvoice } from './rate-invoice.service.ts';
import { searchTeeTimes, teeTimePrices } from './tee-times.service.ts';
import type { WeatherProvider } from './weather-provider.ts';
import { dailyWeather, hourlyWeather } from './weather.service.ts';

/** Options of the tee-times routes: the clock and the weather source (both replaceable in tests). */
export interface TeeTimesRoutesOptions {
  now?: () => Date;
  weather?: WeatherProvider;
  /** How long identical searches share one answer, and a session its member courses, in this process (ms); 0 disables. Default 1000. */
  searchCacheMs?: number;
  /** A cache created by the app, so that sibling features (cart, checkout) can invalidate it. */
  searchCache?: SearchCache;
}

const errors = { 400: errorResponseSchema, 404: errorResponseSchema };

declare module 'fastify' {
  interface FastifyInstance {
    /** Search answers shared for a second; cart and checkout invalidate it after a change. */
    teeTimeSearchCache: SearchCache;
  }
}

/** Tee-time search, prices, rate invoice preview and weather (under /api). */
export const teeTimesRoutes: FastifyPluginAsyncZod<TeeTimesRoutesOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const weather = options.weather ?? openMeteoProvider();
  const searchCache = options.searchCache ?? createSearchCache(options.searchCacheMs ?? 1000);
  // Whose member courses a session token names, for the same window as the answers they key.
  const memberCoursesCache = createSearchCache<number[]>(options.searchCacheMs ?? 1000);
  // app.ts decorates the root with the shared cache; a standalone registration decorates here.
  if (!app.hasDecorator('teeTimeSearchCache')) app.decorate('teeTimeSearchCache', searchCache);

  app.get(
    '/v2/tee-times',
    {
      // A search whose answer is already in the micro-cache is sent from here, after the tenant
      // and the security headers but before validation and the request-admission line: its query
      // string, as sent, passed validation when that answer was computed, and sending it reads no
      // database and waits for nothing. Anything not yet known (the answer, a session's member
      // courses, either still being read) goes on to the handler.
      onRequest: (request, reply, done) => {
        const engine = tenantOf(request);
        const memberCourses = knownMemberCoursesOfRequest(request, engine, memberCoursesCache);
        const cached = memberCourses && searchCache.peek(searchKey(engine, memberCourses, request));
        if (cached) sendSearchAnswer(request, reply, cached);
        else done();
      },
      schema: {
        tags: ['tee-times'],
        summary: "Bookable tee times of the engine's courses for a date (range), with rates and notices",
        headers: tenantHeadersSchema,
        querystring: teeTimesQuerySchema,
        response: { 200: teeTimesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const engine = tenantOf(request);
      const memberFacilityIds = await memberCoursesOfRequest(app, request, engine, memberCoursesCache);
      // The answer is typed by the contract; cached answers are sent as the JSON bytes they were,
      // with the tag computed once per answer (hashing 60 KB on every hit cost more than the read).
      const answer = await searchCache.get(searchKey(engine, memberFacilityIds, request), async () => {
        const json = Buffer.from(
          JSON.stringify(await searchTeeTimes(app.db, engine, request.query, now(), { memberFacilityIds })),
        );
        return { body: json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"` };
      });
      return sendSearchAnswer(request, reply, answer);
    },
  );

  app.get(
    '/tee-times/prices',
    {
      schema: {
        tags: ['tee-times'],
        summary: 'Cheapest and dearest green fee per course on a date',
        headers: tenantHeadersSchema,
        querystring: teeTimePricesQuerySchema,
        response: { 200: teeTimePricesResponseSchema, ...errors },
      },
    },
    (request) => teeTimePrices(app.db, tenantOf(request), request.query, now()),
  );

  app.get(
    '/tee-times/rate/:rateId/invoice',
    {
      schema: {
        tags: ['tee-times'],
        summary: 'Price preview of a rate for a party, with the promotion when it applies',
        headers: tenantHeadersSchema,
        params: rateInvoiceParamsSchema,
        querystring: rateInvoiceQuerySchema,
        response: { 200: rateInvoiceResponseSchema, ...errors },
      },
    },
    async (request) => {
      const engine = tenantOf(request);
      const memberFacilityIds = await memberCoursesOfRequest(app, request, engine);
      return rateInvoice(app.db, engine, { ...request.query, rateId: request.params.rateId }, now(), memberFacilityIds);
    },
  );

  app.get(
    '/weather',
    {
      schema: {
        tags: ['weather'],
        summary: "The day's forecast per facility; status unavailable when the provider cannot answer",
        headers: tenantHeadersSchema,
        querystring: weatherQuerySchema,
        response: { 200: weatherResponseSchema, ...errors },
      },
    },
    (request) => dailyWeather(app.db, tenantOf(request), weather, request.query),
  );

  app.get(
    '/weather/hourly',
    {
      schema: {
        tags: ['weather'],
        summary: "One facility's hourly forecast for a date",
        headers: tenantHeadersSchema,
        querystring: hourlyWeatherQuerySchema,
        response: { 200: hourlyWeatherResponseSchema, ...errors },
      },
    },
    (request) => hourlyWeather(app.db, tenantOf(request), weather, request.query),
  );
};

/**
 * The micro-cache's key of a search: the engine as it is now, the golfer's member courses (members'
 * rates make the answer depend on them, so one golfer's answer is shared only with golfers who see
 * the same rates) and the query string as sent (one search sent two ways is two entries).
 */
function searchKey(engine: BookingEngineRow, memberFacilityIds: readonly number[], request: FastifyRequest): string {
  const url = request.raw.url ?? '';
  const query = url.indexOf('?');
  return `${engine.id}|${engine.updatedAt.getTime()}|${memberFacilityIds.join(',')}|${query < 0 ? '' : url.slice(query + 1)}`;
}

/**
 * Sends a search answer. A repeated identical search is answered 304 without the body: the browser
 * keeps the answer (private: never a shared cache) and revalidates it every time (no-cache), so the
 * golfer never sees a stale list, only skips downloading an unchanged one.
 */
function sendSearchAnswer(request: FastifyRequest, reply: FastifyReply, { body, etag }: SearchAnswer) {
  reply.header('cache-control', 'private, no-cache').header('etag', etag);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  // Fastify sends a Buffer body as it is (no serialization, no encoding).
  return reply.type('application/json; charset=utf-8').send(body);
}

/** Whether an If-None-Match header names this entity tag (weak comparison, as RFC 9110 asks for GET). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
