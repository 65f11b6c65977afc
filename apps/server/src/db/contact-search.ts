import { ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// How staff find a person by a term they type: part of a name, "first last", the e-mail, or the
// phone's digits. One rule for golfer accounts and for guests' bookings, so the console's lookup
// finds both the same way.

/** `text` for a LIKE pattern, its wildcards taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A term typed as a phone number: digits with a phone's punctuation only. */
const PHONE_LIKE = /^[\d\s+().\-/]+$/;

/** The columns a person's contact details are stored in. */
export interface ContactColumns {
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  email: AnyPgColumn;
  phone: AnyPgColumn;
}

/**
 * The condition a search term puts on a person: part of a name, "first last", the e-mail, or, when
 * the term is typed as a phone number, the phone's digits (a name or e-mail with digits in it is
 * not a phone search: "smith12" must not find every phone with 12 in it). Both names are required
 * columns, so "first last" containing the term covers either name containing it: one condition
 * for the names, not three (each is a scan of the trigram index, and with three PostgreSQL took
 * 6 ms to plan a common surname's search and 9 ms to run it, against 0.3 and 2.7).
 */
export function contactMatches(columns: ContactColumns, term: string): SQL {
  const pattern = `%${literal(term)}%`;
  const conditions: SQL[] = [
    ilike(sql`${columns.firstName} || ' ' || ${columns.lastName}`, pattern),
    ilike(columns.email, pattern),
  ];
  const digits = term.replace(/\D/g, '');
  if (PHONE_LIKE.test(term) && digits.length >= 2)
    conditions.push(sql`regexp_replace(coalesce(${columns.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`);
  return or(...conditions) ?? sql`false`;
}
