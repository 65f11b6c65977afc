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
 * match: one statement (the count a window over the same matches), so a common surname's matches
 * are read once; a page past the last counts apart. The matches are counted and sorted by id and
 * names alone, and only the page's accounts read whole: a common surname (788 accounts of one
 * engine on the scale bench's database) carried through the window and the sort whole cost about
 * 2 ms more of PostgreSQL's time.
 */
export async function searchCustomers(
  db: Database,
  engineId: number,
  term: string,
  page: number,
  pageSize: number,
): Promise<{ rows: CustomerRow[]; total: number }> {
  const where = and(eq(customers.bookingEngineId, engineId), matches(term));
  const lastName = sql<string>`lower(${customers.lastName})`;
  const firstName = sql<string>`lower(${customers.firstName})`;
  const matched = db
    .select({
      id: customers.id,
      lastName: lastName.as('sort_last_name'),
      firstName: firstName.as('sort_first_name'),
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(customers)
    .where(where)
    .orderBy(lastName, firstName, customers.id)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .as('matched');
  const found = await db
    .select({ customer: customers, total: matched.total })
    .from(matched)
    .innerJoin(customers, eq(customers.id, matched.id))
    .orderBy(matched.lastName, matched.firstName, matched.id);
  if (found[0]) return { rows: found.map((row) => row.customer), total: Number(found[0].total) };
  if (page === 1) return { rows: [], total: 0 };
  const [totals] = await db.select({ total: count() }).from(customers).where(where);
  return { rows: [], total: Number(totals?.total ?? 0) };
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
