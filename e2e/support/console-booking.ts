import { expect, type Page, test } from '@playwright/test';

// A party booked through the console's API, as the pro shop books a walk-in, for the console
// specs that then work on it at the counter (take payment, refund, rain check).

interface SearchTime {
  teetime: string;
  availableSlots: number;
  rates: unknown[];
}

const MANAGER = 'manager@harborpines.example';
const alias = { 'x-be-alias': 'demo' };

/** The demo's Harbor Pines South course. */
export async function southCourse(page: Page): Promise<{ id: number; name: string }> {
  const facilities = (await (await page.request.get('/api/facilities', { headers: alias })).json()) as {
    id: number;
    name: string;
    courseId: string;
  }[];
  const south = facilities.find((facility) => facility.courseId === 'harbor-pines-south')!;
  return { id: south.id, name: south.name };
}

/** What the party is: where, which open time of the day (`share` of the way through it), who, and how it pays. */
export interface CounterParty {
  facilityId: number;
  date: string;
  share: number;
  email: string;
  golfer: { firstName: string; lastName: string };
  paymentMethod: 'pay-at-course' | 'cash';
}

/** A party of two booked by the manager through the console's API: its confirmation and tee time (skips when the day has no open time left). */
export async function partyBookedAtCounter(page: Page, party: CounterParty) {
  const session = await page.request.post('/api/admin/session', {
    headers: { ...alias, 'x-fairway-csrf': '1' },
    data: { username: MANAGER, password: 'Fairway2026' },
  });
  expect(session.ok()).toBe(true);
  const staff = { ...alias, 'x-fairway-staff-token': (await session.json()).sessionToken as string };
  const search = await page.request.get(`/api/v2/tee-times?date=${party.date}&facilityIds=${party.facilityId}`, {
    headers: alias,
  });
  const open = ((await search.json()) as { teeTimes: SearchTime[] }).teeTimes.filter(
    (time) => time.availableSlots === 4 && time.rates.length > 0,
  );
  test.skip(open.length < 4, 'no open tee time left that day at the course');
  const teetime = open[Math.floor(open.length * party.share)]!.teetime;
  const rates = (await (
    await page.request.get(`/api/admin/rates?facilityId=${party.facilityId}&teetime=${teetime}`, { headers: staff })
  ).json()) as { rates: { rateId: number; allowedPlayers: number[] }[] };
  const rate = rates.rates.find((entry) => entry.allowedPlayers.includes(2))!;
  const booked = await page.request.post('/api/admin/reservations', {
    headers: { ...staff, 'x-fairway-csrf': '1', 'idempotency-key': `counter-party-${party.email}` },
    data: {
      facilityId: party.facilityId,
      teetime,
      players: 2,
      rateId: rate.rateId,
      golfer: { ...party.golfer, email: party.email },
      paymentMethod: party.paymentMethod,
      language: 'en',
    },
  });
  expect(booked.status()).toBe(201);
  return { confirmation: (await booked.json()).confirmationNumber as string, teetime };
}
