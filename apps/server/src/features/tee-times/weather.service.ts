import type { HourlyWeatherResponse, WeatherResponse } from '@fairway/contract/weather.contract';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { type BookingEngineRow, listFacilitiesOfBookingEngine } from '../facilities/facilities.public.ts';
import type { WeatherProvider } from './weather-provider.ts';

async function facilitiesByGnId(db: Database, engine: BookingEngineRow, gnFacilityIds: number[]) {
  const all = await listFacilitiesOfBookingEngine(db, engine.id);
  const wanted = gnFacilityIds.length ? [...new Set(gnFacilityIds)] : all.map((facility) => facility.gnFacilityId);
  const byGn = new Map(all.map((facility) => [facility.gnFacilityId, facility]));
  const unknown = wanted.filter((id) => !byGn.has(id));
  if (unknown.length)
    throw new DomainError('NOT_FOUND', `Unknown facility ${unknown.join(', ')}`, { gnFacilityIds: unknown });
  return wanted.flatMap((id) => byGn.get(id) ?? []);
}

/** GET /weather: the day's forecast per facility; "unavailable" when the provider cannot answer. */
export async function dailyWeather(
  db: Database,
  engine: BookingEngineRow,
  provider: WeatherProvider,
  query: { date: string; gnFacilityIds: number[] },
): Promise<WeatherResponse> {
  const facilities = await facilitiesByGnId(db, engine, query.gnFacilityIds);
  return Promise.all(
    facilities.map(async (facility) => {
      const forecast = await provider.forecast(facility, query.date);
      return {
        gnFacilityId: facility.gnFacilityId,
        date: query.date,
        status: forecast ? ('available' as const) : ('unavailable' as const),
        daily: forecast?.daily ?? null,
      };
    }),
  );
}

/** GET /weather/hourly: one facility's hourly forecast for the date. */
export async function hourlyWeather(
  db: Database,
  engine: BookingEngineRow,
  provider: WeatherProvider,
  query: { date: string; gnFacilityId: number },
): Promise<HourlyWeatherResponse> {
  const [facility] = await facilitiesByGnId(db, engine, [query.gnFacilityId]);
  if (!facility) throw new DomainError('NOT_FOUND', `Unknown facility ${query.gnFacilityId}`);
  const forecast = await provider.forecast(facility, query.date);
  return {
    gnFacilityId: facility.gnFacilityId,
    date: query.date,
    status: forecast ? 'available' : 'unavailable',
    hours: forecast?.hourly ?? [],
  };
}
