import type { TeeTimesResponse } from '@fairway/contract/tee-times.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

// Saturday 2026-10-31, 08:00 in New York: the next day falls back from EDT to EST.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date('2026-10-31T12:00:00Z') });
});
afterAll(() => server.close());

async function search(query: string, alias: string): Promise<TeeTimesResponse> {
  const response = await server.get(`/api/v2/tee-times?${query}`, { 'x-be-alias': alias });
  expect(response.status).toBe(200);
  return (await response.json()) as TeeTimesResponse;
}

describe('search across daylight-saving changes', () => {
  it('moves the first tee time an hour earlier on the wall clock after the fall-back night (America/New_York)', async () => {
    const body = await search('date=2026-10-31&dateMax=2026-11-01', 'demo');
    const firstOf = (date: string) => body.teeTimes.find((teeTime) => teeTime.teetime.startsWith(date))!.teetime;
    expect(firstOf('2026-10-31')).toBe('2026-10-31T08:30'); // now + 30 minutes; sunrise was 07:38 EDT
    expect(firstOf('2026-11-01')).toBe('2026-11-01T06:45'); // sunrise ≈ 06:40 EST
    const keys = body.teeTimes.map((teeTime) => `${teeTime.facilityId}|${teeTime.teetime}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps Arizona on the same wall clock across the change', async () => {
    const body = await search('date=2026-11-01&dateMax=2026-11-02', 'desert-group');
    const saguaro = body.teeTimes.filter((teeTime) => teeTime.courseId === 'saguaro-canyon');
    const first = (date: string) => saguaro.find((teeTime) => teeTime.teetime.startsWith(date))!.teetime.slice(11);
    // desert-group starts 30 minutes before sunrise (≈ 06:49 MST).
    expect(first('2026-11-01')).toBe(first('2026-11-02'));
  });
});
