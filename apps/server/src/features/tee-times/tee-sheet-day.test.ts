import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEngines, facilities } from '../../db/schema/facilities.ts';
import { teeTimeBookings, teeTimeLocks } from '../../db/schema/tee-times.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { countOpenTeeTimes, inventoryOfDay } from './tee-sheet-day.ts';

// The open tee times a release turn can still choose from: the waiting room's count,
// in two statements, agrees with the operator's day view of the same inventory.
const NOW = new Date('2026-07-10T12:00:00Z');
const DATE = '2026-07-13';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
});
afterAll(() => server.close());

describe('countOpenTeeTimes', () => {
  it('counts the sheet and off-sheet times with a free slot: full bookings and live holds close a time, cancelled bookings and lapsed holds do not', async () => {
    const db = server.database!.handle.db;
    const [engine] = await db.select().from(bookingEngines).where(eq(bookingEngines.alias, 'demo'));
    const [facility] = await db.select().from(facilities).where(eq(facilities.courseId, 'harbor-pines-north'));
    const [day] = await inventoryOfDay(db, engine!, facility!.id, DATE, NOW);
    const sheet = day!.intervals.map((interval) => interval.teetime);
    expect(sheet.length).toBeGreaterThan(6);
    const before = await countOpenTeeTimes(db, engine!, facility!.id, DATE, NOW);
    expect(before).toBe(sheet.length);

    const later = new Date(NOW.getTime() + 600_000);
    const earlier = new Date(NOW.getTime() - 1);
    await db.insert(teeTimeBookings).values([
      { facilityId: facility!.id, teeTime: sheet[0]!, players: 4 },
      { facilityId: facility!.id, teeTime: sheet[1]!, players: 2 },
      { facilityId: facility!.id, teeTime: sheet[2]!, players: 4, status: 'cancelled' },
      { facilityId: facility!.id, teeTime: sheet[3]!, players: 2 },
    ]);
    await db.insert(teeTimeLocks).values([
      { facilityId: facility!.id, teeTime: sheet[3]!, slots: 2, holder: 'test', expiresAt: later },
      { facilityId: facility!.id, teeTime: sheet[4]!, slots: 4, holder: 'test', expiresAt: earlier },
      { facilityId: facility!.id, teeTime: `${DATE}T05:01`, slots: 1, holder: 'test', expiresAt: later },
    ]);

    const [after] = await inventoryOfDay(db, engine!, facility!.id, DATE, NOW);
    const open = after!.intervals.filter((interval) => interval.availableSlots > 0).length;
    // sheet[0] booked full, sheet[3] booked 2 + held 2; the off-sheet 05:01 hold adds a time with 3 free.
    expect(open).toBe(sheet.length - 2 + 1);
    expect(await countOpenTeeTimes(db, engine!, facility!.id, DATE, NOW)).toBe(open);
  });
});
