import { and, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type CustomerRow, customers } from '../../db/schema/profile.ts';
import { allowedOriginsOfEngine } from '../facilities/facilities.public.ts';

// Reads of golfer accounts other areas ask for: the console's golfer search, the languages of
// invited e-mails, and the host origins a golfer's card page may be framed by.

/** `text` for a LIKE pattern, its wildcards taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A term typed as a phone number: digits with a phone's punctuation only. */
const PHONE_LIKE = /^[\d\s+().\-/]+$/;

/**
 * The condition a search term puts on a golfer: part of a name, "first last", the e-mail, or, when
 * the term is typed as a phone number, the phone's digits (a name or e-mail with digits in it is
 * not a phone search: "smith12" must not find every phone with 12 in it).
 */
function matches(term: string): SQL {
  const pattern = `%${literal(term)}%`;
  const conditions: SQL[] = [
    ilike(customers.firstName, pattern),
    ilike(customers.lastName, pattern),
    ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, pattern),
    ilike(customers.email, pattern),
  ];
  const digits = term.replace(/\D/g, '');
  if (PHONE_LIKE.test(term) && digits.length >= 2)
    conditions.push(sql`regexp_replace(coalesce(${customers.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`);
  return or(...conditions) ?? sql`false`;
}

/** A page of the engine's golfer accounts matching a term, by last then first name, and how many match. */
export async function searchCustomers(
  db: Database,
  engineId: number,
  term: string,
  page: number,
  pageSize: number,
): Promise<{ rows: CustomerRow[]; total: number }> {
  const where = and(eq(customers.bookingEngineId, engineId), matches(term));
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(customers)
      .where(where)
      .orderBy(sql`lower(${customers.lastName})`, sql`lower(${customers.firstName})`, customers.id)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(customers).where(where),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
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
