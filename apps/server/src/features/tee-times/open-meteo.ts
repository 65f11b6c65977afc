import type { HourlyWeather } from '@fairway/contract/weather.contract';
import type { WeatherForecast, WeatherPlace, WeatherProvider } from './weather-provider.ts';

interface OpenMeteoAnswer {
  daily?: {
    weather_code?: number[];
    temperature_2m_max?: number[];
    temperature_2m_min?: number[];
    precipitation_probability_max?: (number | null)[];
    wind_speed_10m_max?: (number | null)[];
  };
  hourly?: {
    time?: string[];
    weather_code?: number[];
    temperature_2m?: number[];
    precipitation_probability?: (number | null)[];
  };
}

/** Options of the Open-Meteo client. */
export interface OpenMeteoOptions {
  baseUrl?: string;
  timeoutMs?: number;
  /** How long an answer (or a failure) is reused, per place and date. */
  ttlMs?: number;
  failureTtlMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * Open-Meteo forecast client (free, no key). Answers are cached per place and date so a busy
 * search page does not call out per request; a failure is cached briefly so an offline server
 * answers "unavailable" at once instead of waiting for a timeout on every call.
 */
export function openMeteoProvider(options: OpenMeteoOptions = {}): WeatherProvider {
  const baseUrl = options.baseUrl ?? 'https://api.open-meteo.com/v1/forecast';
  const timeoutMs = options.timeoutMs ?? 2500;
  const ttlMs = options.ttlMs ?? 30 * 60_000;
  const failureTtlMs = options.failureTtlMs ?? 60_000;
  const fetcher = options.fetch ?? fetch;
  const clock = options.now ?? Date.now;
  const cache = new Map<string, { expires: number; value: Promise<WeatherForecast | null> }>();

  async function load(place: WeatherPlace, date: string): Promise<WeatherForecast | null> {
    const url = new URL(baseUrl);
    url.search = new URLSearchParams({
      latitude: place.latitude.toFixed(4),
      longitude: place.longitude.toFixed(4),
      timezone: place.timeZone,
      start_date: date,
      end_date: date,
      daily: 'weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max,wind_speed_10m_max',
      hourly: 'weather_code,temperature_2m,precipitation_probability',
    }).toString();
    try {
      const response = await fetcher(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) return null;
      const body = (await response.json()) as OpenMeteoAnswer;
      const daily = body.daily;
      if (
        daily?.weather_code?.[0] == null ||
        daily.temperature_2m_max?.[0] == null ||
        daily.temperature_2m_min?.[0] == null
      )
        return null;
      const hourly: HourlyWeather[] = (body.hourly?.time ?? []).flatMap((time, index) => {
        const temperature = body.hourly?.temperature_2m?.[index];
        const code = body.hourly?.weather_code?.[index];
        if (temperature == null || code == null) return [];
        return [
          {
            time: time.slice(11, 16),
            weatherCode: code,
            temperatureC: temperature,
            precipitationProbability: body.hourly?.precipitation_probability?.[index] ?? null,
          },
        ];
      });
      return {
        daily: {
          weatherCode: daily.weather_code[0],
          temperatureMaxC: daily.temperature_2m_max[0],
          temperatureMinC: daily.temperature_2m_min[0],
          precipitationProbability: daily.precipitation_probability_max?.[0] ?? null,
          windSpeedMaxKmh: daily.wind_speed_10m_max?.[0] ?? null,
        },
        hourly,
      };
    } catch {
      return null;
    }
  }

  return {
    forecast(place, date) {
      const key = `${place.latitude},${place.longitude},${date}`;
      const hit = cache.get(key);
      if (hit && hit.expires > clock()) return hit.value;
      if (cache.size > 1000) cache.clear();
      const value = load(place, date);
      cache.set(key, { expires: clock() + ttlMs, value });
      void value.then((forecast) => {
        if (!forecast) cache.set(key, { expires: clock() + failureTtlMs, value });
      });
      return value;
    },
  };
}
