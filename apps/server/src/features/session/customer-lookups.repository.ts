import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { contactMatches } from '../../db/contact-search.ts';
import type { Database } from '../../db/client.ts';
import { type CustomerRow, customers } from '../../db/schema/profile.ts';
import { allowedOriginsOfEngine } from '../facilities/facilities.public.ts';

// Reads of golfer accounts other areas ask for: the console's golfer search, the languages of
// invited e-mails, and the host origins a golfer's card page may be framed by.

/** The condition a search term puts on a golfer account (the console's one rule, shared with guests' bookings). */
const matches = (term: string): SQL => contactMatches(customers, term);

/**
 * A page of the engine's golfer accounts matching a term, by last then first name, and how many
 * match, counting no further than `matchLimit`: a term that more accounts match answers `tooMany`
 * and no page. Sorting by name needs every match, so without the bound the search's cost grew with
 * how common a name is (788 Garcias of one engine on the scale bench's database took three times
 * as long as 25), and a page of a list that long helps no one at a front desk: the console asks
 * for a longer term instead. One statement: the matches (at most the limit and one) are counted by
 * a window over them and sorted by id and names alone, and only the page's accounts read whole; a
 * page past the last counts apart, as boundedly.
 */
export async function searchCustomers(
  db: Database,
  engineId: number,
  term: string,
  page: { page: number; pageSize: number; matchLimit: number },
): Promise<{ rows: CustomerRow[]; total: number; tooMany: boolean }> {
  const where = and(eq(customers.bookingEngineId, engineId), matches(term));
  const bounded = db
    .select({
      id: customers.id,
      lastName: sql<string>`lower(${customers.lastName})`.as('sort_last_name'),
      firstName: sql<string>`lower(${customers.firstName})`.as('sort_first_name'),
    })
    .from(customers)
    .where(where)
    .limit(page.matchLimit + 1)
    .as('bounded');
  const matched = db
    .select({
      id: bounded.id,
      lastName: bounded.lastName,
      firstName: bounded.firstName,
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(bounded)
    .orderBy(bounded.lastName, bounded.firstName, bounded.id)
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .as('matched');
  const found = await db
    .select({ customer: customers, total: matched.total })
    .from(matched)
    .innerJoin(customers, eq(customers.id, matched.id))
    .orderBy(matched.lastName, matched.firstName, matched.id);
  let total = Number(found[0]?.total ?? 0);
  if (!found[0] && page.page > 1) {
    const [counted] = await db.select({ total: count() }).from(bounded);
    total = Number(counted?.total ?? 0);
  }
  if (total > page.matchLimit) return { rows: [], total: page.matchLimit, tooMany: true };
  return { rows: found.map((row) => row.customer), total, tooMany: false };
}

/** The languages of the engine's golfers with these (lower-case) e-mails, by e-mail. */
export async function languagesByEmail(db: Database, engineId: number, emails: string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ email: customers.email, language: customers.language })
    .from(customers)
    .where(and(eq(customers.bookingEngineId, engineId), inArray(customers.email, emails)));
  return new Map(rows.map((row) => [row.email, row.language]));
}

/** The allowed host origins of the booking engine of a golfer (by public id): where their card page may be framed. */
export async function allowedOriginsOfCustomer(db: Database, publicId: string): Promise<string[]> {
  if (!/^[0-9a-f-]{36}$/i.test(publicId)) return [];
  const [row] = await db
    .select({ allowedOrigins: allowedOriginsOfEngine(customers.bookingEngineId) })
    .from(customers)
    .where(eq(customers.publicId, publicId));
  return row?.allowedOrigins ?? [];
}
