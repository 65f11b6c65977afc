import { describe, expect, it, vi } from 'vitest';
import { openMeteoProvider } from './open-meteo.ts';

const PLACE = { latitude: 35.1832, longitude: -79.4003, timeZone: 'America/New_York' };
const ANSWER = {
  daily: {
    weather_code: [61],
    temperature_2m_max: [28.4],
    temperature_2m_min: [19.2],
    precipitation_probability_max: [70],
    wind_speed_10m_max: [18.5],
  },
  hourly: {
    time: ['2026-07-10T07:00', '2026-07-10T08:00'],
    weather_code: [3, 61],
    temperature_2m: [20.1, 21.3],
    precipitation_probability: [20, 65],
  },
};

describe('openMeteoProvider', () => {
  it('asks for the place and local date and maps the answer', async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify(ANSWER), { status: 200 }));
    const provider = openMeteoProvider({ fetch: fetcher as unknown as typeof fetch });
    const forecast = await provider.forecast(PLACE, '2026-07-10');
    const url = new URL(String((fetcher.mock.calls[0] as unknown[])[0]));
    expect(url.searchParams.get('timezone')).toBe('America/New_York');
    expect(url.searchParams.get('start_date')).toBe('2026-07-10');
    expect(forecast).toEqual({
      daily: {
        weatherCode: 61,
        temperatureMaxC: 28.4,
        temperatureMinC: 19.2,
        precipitationProbability: 70,
        windSpeedMaxKmh: 18.5,
      },
      hourly: [
        { time: '07:00', weatherCode: 3, temperatureC: 20.1, precipitationProbability: 20 },
        { time: '08:00', weatherCode: 61, temperatureC: 21.3, precipitationProbability: 65 },
      ],
    });
    await provider.forecast(PLACE, '2026-07-10');
    expect(fetcher).toHaveBeenCalledTimes(1); // cached
  });

  it('is null when offline or refused, and remembers the failure briefly', async () => {
    let clock = 0;
    const offline = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const provider = openMeteoProvider({ fetch: offline as unknown as typeof fetch, now: () => clock });
    expect(await provider.forecast(PLACE, '2026-07-10')).toBeNull();
    expect(await provider.forecast(PLACE, '2026-07-10')).toBeNull();
    expect(offline).toHaveBeenCalledTimes(1);
    clock = 61_000;
    await provider.forecast(PLACE, '2026-07-10');
    expect(offline).toHaveBeenCalledTimes(2);

    const refused = openMeteoProvider({
      fetch: (async () => new Response('{"error":true}', { status: 400 })) as unknown as typeof fetch,
    });
    expect(await refused.forecast(PLACE, '2026-12-31')).toBeNull();
  });
});
