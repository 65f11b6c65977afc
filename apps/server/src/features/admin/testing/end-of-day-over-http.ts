import type { EndOfDayEntriesPage, EndOfDayReport } from '@fairway/contract/admin-reports.contract';
import { expect } from 'vitest';
import { breakdownOf, groupOfEntry } from '../end-of-day-figures.ts';
import type { EndOfDayWithEntries } from '../end-of-day.service.ts';

/** A GET as a staff member of the alias. */
type Get = (path: string) => Promise<{ status: number; body: unknown }>;

/**
 * The end of day as the console reads it: the figures (GET …/end-of-day?`query`), then each
 * course's entries through every page of `limit` (small, so there are several). Expects each
 * course's figures to be the sums of its entries, every page within `limit`.
 */
export async function endOfDayOverHttp(get: Get, query: string, limit = 2): Promise<EndOfDayWithEntries> {
  const answer = await get(`/api/admin/reports/end-of-day?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const report = answer.body as EndOfDayReport;
  const courses: EndOfDayWithEntries['courses'] = [];
  for (const course of report.courses) {
    const entries: EndOfDayWithEntries['courses'][number]['entries'] = [];
    for (let after: string | null = null; ;) {
      const params = new URLSearchParams({
        date: report.date,
        facilityId: String(course.facilityId),
        limit: `${limit}`,
      });
      if (after !== null) params.set('after', after);
      const page = await get(`/api/admin/reports/end-of-day/entries?${params}`);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      const { entries: onPage, nextAfter } = page.body as EndOfDayEntriesPage;
      expect(onPage.length).toBeLessThanOrEqual(limit);
      for (const { facilityId, ...entry } of onPage) {
        expect(facilityId).toBe(course.facilityId);
        entries.push(entry);
      }
      if (nextAfter === null) break;
      after = nextAfter;
    }
    const { total, byTender, byChannel } = course;
    expect(breakdownOf(entries.map(groupOfEntry)), `${course.name}: the figures are its entries' sums`).toEqual({
      total,
      byTender,
      byChannel,
    });
    courses.push({ ...course, entries });
  }
  return { date: report.date, courses };
}
