import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

// A column equal to one of many values, as one array parameter (`column = any($1::uuid[])`) instead
// of drizzle's `inArray`, which makes a parameter per value. The reads that load a day's or a page's
// reservations by id go through it: with one parameter drizzle builds the statement in a fifth of
// the time (33 against 173 µs for 56 ids, bench/README.md "Scale"), the text PostgreSQL parses is
// the same whatever the number of ids, and the message sent is shorter.

/** `column = any(values)`, the values sent as one array of the column's type (false when there are none). */
export function inList(column: PgColumn, values: readonly (string | number)[]): SQL {
  return sql`${column} = any(${sql.param(values)}::${sql.raw(column.getSQLType())}[])`;
}
