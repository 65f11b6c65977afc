import { errorResponseSchema } from '@fairway/contract/errors.contract';
import type { Facility } from '@fairway/contract/facilities.contract';
import type { RateInvoiceResponse, TeeTimesResponse } from '@fairway/contract/tee-times.contract';
import { hourlyWeatherResponseSchema, weatherResponseSchema } from '@fairway/contract/weather.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import type { WeatherProvider } from './weather-provider.ts';

const NOW = new Date('2026-07-10T12:00:00Z');
// A fake provider: sunny everywhere except Maple Ridge's latitude, where it is "offline".
const weather: WeatherProvider = {
  async forecast(place) {
    if (place.latitude > 40) return null;
    return {
      daily: {
        weatherCode: 1,
        temperatureMaxC: 31.5,
        temperatureMinC: 21,
        precipitationProbability: 10,
        windSpeedMaxKmh: 12,
      },
      hourly: [{ time: '08:00', weatherCode: 1, temperatureC: 24, precipitationProbability: 5 }],
    };
  },
};
let server: TestServer;
const facilities: Record<string, Facility> = {};

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW, weather });
  for (const alias of ['demo', 'maple-ridge']) {
    for (const facility of (await (
      await server.get('/api/facilities', { 'x-be-alias': alias })
    ).json()) as Facility[]) {
      facilities[facility.courseId] = facility;
    }
  }
});
afterAll(() => server.close());

async function expectError(path: string, status: number, code: string, alias = 'demo') {
  const response = await server.get(path, { 'x-be-alias': alias });
  expect(response.status).toBe(status);
  expect(errorResponseSchema.parse(await response.json()).error.code).toBe(code);
}

async function rateIdOf(name: string, course = 'harbor-pines-north') {
  const body = (await (
    await server.get(`/api/v2/tee-times?facilityIds=${facilities[course]!.id}`, { 'x-be-alias': 'demo' })
  ).json()) as TeeTimesResponse;
  return body.teeTimes.flatMap((teeTime) => teeTime.rates).find((rate) => rate.name === name)!.rateId;
}

async function invoice(rateId: number, query: string) {
  const response = await server.get(`/api/tee-times/rate/${rateId}/invoice?${query}`, { 'x-be-alias': 'demo' });
  expect(response.status).toBe(200);
  return (await response.json()) as RateInvoiceResponse;
}

describe('GET /api/tee-times/rate/{rateId}/invoice', () => {
  it('prices green fees and the convenience fee per player, in cents', async () => {
    const rateId = await rateIdOf('Prime');
    const body = await invoice(
      rateId,
      `gncFacilityId=${facilities['harbor-pines-north']!.id}&players=2&transportation=Walking`,
    );
    expect(body).toMatchObject({
      rateName: 'Prime',
      playerCount: 2,
      promotionCode: null,
      items: [
        { label: 'Green Fees', quantity: 2, unitPrice: 6900, total: 13800 },
        { label: 'Convenience Fee', quantity: 2, unitPrice: 250, total: 500 },
      ],
      subTotal: { value: 14300, currencyCode: 'USD' },
      grandTotal: { value: 14300, currencyCode: 'USD' },
    });
  });

  it('applies a promotion only for the player counts it allows (else standard price, code dropped)', async () => {
    const rateId = await rateIdOf('Prime');
    const id = facilities['harbor-pines-north']!.id;
    const pair = await invoice(rateId, `gncFacilityId=${id}&players=2&promotionCode=TWILIGHT5`);
    expect(pair).toMatchObject({ promotionCode: 'TWILIGHT5', items: [{ unitPrice: 8400 }, { unitPrice: 250 }] });
    const single = await invoice(rateId, `gncFacilityId=${id}&players=1&promotionCode=TWILIGHT5`);
    expect(single).toMatchObject({ promotionCode: null, items: [{ unitPrice: 8900 }, { unitPrice: 250 }] });
    const expired = await invoice(rateId, `gncFacilityId=${id}&players=2&promotionCode=SUMMER25`);
    expect(expired.promotionCode).toBeNull();
  });

  it('answers bad input with 4xx', async () => {
    const rateId = await rateIdOf('Prime');
    const north = facilities['harbor-pines-north']!.id;
    await expectError(`/api/tee-times/rate/abc/invoice?gncFacilityId=${north}`, 400, 'VALIDATION_FAILED');
    await expectError(`/api/tee-times/rate/${rateId}/invoice`, 400, 'VALIDATION_FAILED');
    await expectError(
      `/api/tee-times/rate/${rateId}/invoice?gncFacilityId=${north}&players=9`,
      400,
      'VALIDATION_FAILED',
    );
    await expectError(`/api/tee-times/rate/999999/invoice?gncFacilityId=${north}`, 404, 'NOT_FOUND');
    await expectError(
      `/api/tee-times/rate/${rateId}/invoice?gncFacilityId=${facilities['harbor-pines-south']!.id}`,
      404,
      'NOT_FOUND',
    );
    await expectError(
      `/api/tee-times/rate/${rateId}/invoice?gncFacilityId=${facilities['maple-ridge']!.id}`,
      404,
      'NOT_FOUND',
    );
    const trade = await rateIdOf('Trade').catch(() => undefined);
    if (trade)
      await expectError(`/api/tee-times/rate/${trade}/invoice?gncFacilityId=${north}&players=1`, 400, 'BAD_REQUEST');
  });
});

describe('GET /api/weather and /api/weather/hourly', () => {
  it('gives the daily forecast per facility', async () => {
    const gn = [facilities['harbor-pines-north']!.gnFacilityId, facilities['harbor-pines-south']!.gnFacilityId];
    const response = await server.get(`/api/weather?date=2026-07-10&gnFacilityIds=${gn.join(',')}`, {
      'x-be-alias': 'demo',
    });
    expect(response.status).toBe(200);
    const body = weatherResponseSchema.parse(await response.json());
    expect(body.map((entry) => [entry.gnFacilityId, entry.status, entry.daily?.temperatureMaxC])).toEqual([
      [gn[0], 'available', 31.5],
      [gn[1], 'available', 31.5],
    ]);
  });

  it('says unavailable when the provider cannot answer', async () => {
    const gn = facilities['maple-ridge']!.gnFacilityId;
    const daily = await server.get(`/api/weather?date=2026-07-10&gnFacilityIds=${gn}`, { 'x-be-alias': 'maple-ridge' });
    expect(weatherResponseSchema.parse(await daily.json())).toEqual([
      { gnFacilityId: gn, date: '2026-07-10', status: 'unavailable', daily: null },
    ]);
    const hourly = await server.get(`/api/weather/hourly?date=2026-07-10&gnFacilityId=${gn}`, {
      'x-be-alias': 'maple-ridge',
    });
    expect(hourlyWeatherResponseSchema.parse(await hourly.json())).toMatchObject({ status: 'unavailable', hours: [] });
  });

  it('gives the hourly forecast of one facility', async () => {
    const gn = facilities['harbor-pines-north']!.gnFacilityId;
    const response = await server.get(`/api/weather/hourly?date=2026-07-10&gnFacilityId=${gn}`, {
      'x-be-alias': 'demo',
    });
    expect(hourlyWeatherResponseSchema.parse(await response.json())).toMatchObject({
      status: 'available',
      hours: [{ time: '08:00', temperatureC: 24 }],
    });
  });

  it('answers bad input and other tenants’ facilities with 4xx', async () => {
    await expectError('/api/weather?date=2026-07-10', 400, 'VALIDATION_FAILED');
    await expectError('/api/weather?date=10-07-2026&gnFacilityIds=10101', 400, 'VALIDATION_FAILED');
    await expectError(
      `/api/weather?date=2026-07-10&gnFacilityIds=${facilities['maple-ridge']!.gnFacilityId}`,
      404,
      'NOT_FOUND',
    );
    await expectError('/api/weather/hourly?date=2026-07-10&gnFacilityId=x', 400, 'VALIDATION_FAILED');
    await expectError('/api/weather/hourly?date=2026-07-10&gnFacilityId=99999', 404, 'NOT_FOUND');
  });
});
