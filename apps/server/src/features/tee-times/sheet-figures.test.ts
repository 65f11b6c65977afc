import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEngines, facilities } from '../../db/schema/facilities.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { type BookedDay, sheetFiguresOfRange } from './sheet-figures.ts';
import { inventoryOfRange } from './tee-sheet-day.ts';

// The utilisation report's days in figures, kept per process by the day's sheet and the version of
// its bookings: the same figures as the sheet's intervals, and a day read again only when its
// version is new to the process.
const NOW = new Date('2026-07-10T12:00:00Z');
const FROM = '2026-07-13';
const TO = '2026-07-15';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
});
afterAll(() => server.close());

/** Days of bookings served as the repository would, counting what is read. */
function bookedDays(days: BookedDay[]) {
  const reads: { facilityIds: number[]; from: string; to: string }[] = [];
  return {
    reads,
    source: {
      versions: days.map(({ facilityId, playDate, version }) => ({ facilityId, playDate, version })),
      read: async (facilityIds: number[], from: string, to: string) => {
        reads.push({ facilityIds, from, to });
        return days.filter((day) => facilityIds.includes(day.facilityId) && day.playDate >= from && day.playDate <= to);
      },
    },
  };
}

describe('sheetFiguresOfRange', () => {
  it('states the sheet per hour with the booked players and the booked times off it, and reads a day again only in a new version', async () => {
    const db = server.database!.handle.db;
    const [engine] = await db.select().from(bookingEngines).where(eq(bookingEngines.alias, 'demo'));
    const [north] = await db.select().from(facilities).where(eq(facilities.courseId, 'harbor-pines-north'));
    const [sheetDay] = (await inventoryOfRange(db, engine!, north!.id, FROM, FROM))[0]!.days;
    const sheet = sheetDay!.intervals.map((interval) => interval.teetime);
    const offSheet = `${FROM}T05:01`;
    const first: BookedDay = {
      facilityId: north!.id,
      playDate: FROM,
      version: 1,
      booked: { [sheet[0]!]: 3, [sheet[1]!]: 2, [offSheet]: 1 },
    };

    const one = bookedDays([first]);
    const [course] = await sheetFiguresOfRange(engine!, [north!], FROM, TO, one.source);
    expect(course!.days.map((day) => day.date)).toEqual([FROM, '2026-07-14', TO]);
    const hours = course!.days[0]!.hours;
    const hourOf = (teetime: string) => Number(teetime.slice(11, 13));
    const sheetInHour = (hour: number) => sheet.filter((teetime) => hourOf(teetime) === hour).length;
    expect(hours.get(5)).toEqual({ teeTimes: sheetInHour(5) + 1, bookedPlayers: 1 });
    const bookedInFirstHour = hourOf(sheet[0]!) === hourOf(sheet[1]!) ? 5 : 3;
    expect(hours.get(hourOf(sheet[0]!))).toEqual({
      teeTimes: sheetInHour(hourOf(sheet[0]!)),
      bookedPlayers: bookedInFirstHour,
    });
    expect([...hours.values()].reduce((sum, hour) => sum + hour.teeTimes, 0)).toBe(sheet.length + 1);
    expect(course!.days[1]!.hours.get(5)?.bookedPlayers ?? 0).toBe(0);
    expect(one.reads).toHaveLength(1);

    // The same version again: nothing read.
    const again = bookedDays([first]);
    expect(await sheetFiguresOfRange(engine!, [north!], FROM, TO, again.source)).toEqual([course]);
    expect(again.reads).toEqual([]);

    // A new version of the day (a booking): read again, the new figures at once.
    const second = bookedDays([{ ...first, version: 2, booked: { ...first.booked, [sheet[0]!]: 4 } }]);
    const [changed] = await sheetFiguresOfRange(engine!, [north!], FROM, TO, second.source);
    expect(second.reads).toEqual([{ facilityIds: [north!.id], from: FROM, to: FROM }]);
    expect(changed!.days[0]!.hours.get(hourOf(sheet[0]!))!.bookedPlayers).toBe(bookedInFirstHour + 1);
  });
});
