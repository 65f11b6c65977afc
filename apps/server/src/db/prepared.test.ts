import { eq, inArray, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import type { Database } from './client.ts';
import { preparedByShape } from './prepared.ts';

// Statements built once per shape (issue #19): each call must still write its own values, a new
// shape gets its own statement, and a row's missing column is left to its default.

const notes = pgTable('prepared_notes', {
  id: integer('id').primaryKey(),
  body: text('body').notNull(),
  tag: text('tag').notNull().default('plain'),
  seenAt: timestamp('seen_at', { withTimezone: true }),
});

const insertNotes = preparedByShape('test_insert_notes', (db, p: { rows: (typeof notes.$inferInsert)[] }) => db.insert(notes).values(p.rows).returning());
const retag = preparedByShape('test_retag_notes', (db, p: { ids: number[]; values: { tag: string; seenAt?: Date | null } }) =>
  db.update(notes).set(p.values).where(inArray(notes.id, p.ids)).returning({ id: notes.id }),
);
const bodiesOf = (db: Database, ids: number[]) => db.select({ id: notes.id, body: notes.body, tag: notes.tag, seenAt: notes.seenAt }).from(notes).where(inArray(notes.id, ids)).orderBy(notes.id);

describe('preparedByShape', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
    await db.execute(sql`create table prepared_notes (id integer primary key, body text not null, tag text not null default 'plain', seen_at timestamptz)`);
  });
  afterAll(() => database.close());

  it('writes each call its own values through one statement per shape', async () => {
    await insertNotes(db, { rows: [{ id: 1, body: 'first' }] });
    await insertNotes(db, { rows: [{ id: 2, body: 'second' }] });
    await insertNotes(db, { rows: [{ id: 3, body: 'third', tag: 'given' }, { id: 4, body: 'fourth' }] });
    expect(await bodiesOf(db, [1, 2, 3, 4])).toEqual([
      { id: 1, body: 'first', tag: 'plain', seenAt: null },
      { id: 2, body: 'second', tag: 'plain', seenAt: null },
      { id: 3, body: 'third', tag: 'given', seenAt: null },
      { id: 4, body: 'fourth', tag: 'plain', seenAt: null },
    ]);
  });

  it('leaves an undefined column out and passes null and dates through', async () => {
    const seen = new Date('2026-07-10T12:00:00Z');
    expect(await retag(db, { ids: [1, 2], values: { tag: 'a', seenAt: seen } })).toHaveLength(2);
    expect(await retag(db, { ids: [2], values: { tag: 'b', seenAt: null } })).toHaveLength(1);
    expect(await retag(db, { ids: [3], values: { tag: 'c', seenAt: undefined } })).toHaveLength(1);
    expect(await bodiesOf(db, [1, 2, 3])).toEqual([
      { id: 1, body: 'first', tag: 'a', seenAt: seen },
      { id: 2, body: 'second', tag: 'b', seenAt: null },
      { id: 3, body: 'third', tag: 'c', seenAt: null },
    ]);
    const [row] = await db.select({ tag: notes.tag }).from(notes).where(eq(notes.id, 4));
    expect(row?.tag).toBe('plain');
  });
});
