import { eq, inArray, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../client.ts';
import { preparedByShape, preparedQuery } from './prepared.ts';

// Statements built once per shape: each call must still write its own values, a new
// shape gets its own statement, and a row's missing column is left to its default.

const notes = pgTable('prepared_notes', {
  id: integer('id').primaryKey(),
  body: text('body').notNull(),
  tag: text('tag').notNull().default('plain'),
  seenAt: timestamp('seen_at', { withTimezone: true }),
  detail: jsonb('detail').$type<{ score: number; tags: string[] }>(),
});

const insertNotes = preparedByShape('test_insert_notes', (db, p: { rows: (typeof notes.$inferInsert)[] }) =>
  db.insert(notes).values(p.rows).returning(),
);
const retag = preparedByShape(
  'test_retag_notes',
  (db, p: { ids: number[]; values: { tag: string; seenAt?: Date | null } }) =>
    db.update(notes).set(p.values).where(inArray(notes.id, p.ids)).returning({ id: notes.id }),
);
const bodiesOf = (db: Database, ids: number[]) =>
  db
    .select({ id: notes.id, body: notes.body, tag: notes.tag, seenAt: notes.seenAt })
    .from(notes)
    .where(inArray(notes.id, ids))
    .orderBy(notes.id);

// One database for both suites: their notes have different ids.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  await db.execute(
    sql`create table prepared_notes (id integer primary key, body text not null, tag text not null default 'plain', seen_at timestamptz, detail jsonb)`,
  );
});
afterAll(() => database.close());

describe('preparedByShape', () => {
  it('writes each call its own values through one statement per shape', async () => {
    await insertNotes(db, { rows: [{ id: 1, body: 'first' }] });
    await insertNotes(db, { rows: [{ id: 2, body: 'second' }] });
    await insertNotes(db, {
      rows: [
        { id: 3, body: 'third', tag: 'given' },
        { id: 4, body: 'fourth' },
      ],
    });
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

// A statement prepared once answers and fails as drizzle's own select and insert do.
describe('preparedQuery', () => {
  const wholeNote = preparedQuery('test_whole_note', ['id'], (d, p) =>
    d.select().from(notes).where(eq(notes.id, p.id)),
  );
  const noteFacts = preparedQuery('test_note_facts', ['id', 'since'], (d, p) =>
    d
      .select({
        id: notes.id,
        late: sql<boolean>`${notes.seenAt} > ${p.since}`.as('late'),
        length: sql<number>`length(${notes.body})`.mapWith(Number),
      })
      .from(notes)
      .where(eq(notes.id, p.id)),
  );
  const addNote = preparedQuery('test_add_note', ['id', 'body', 'seenAt', 'detail'], (d, p) =>
    d.insert(notes).values({ id: p.id, body: p.body, seenAt: p.seenAt, detail: p.detail }).returning(),
  );
  const wholeNoteByDrizzle = (id: number) => db.select().from(notes).where(eq(notes.id, id));

  it('answers the rows drizzle answers: dates, JSON, nulls and computed columns decoded', async () => {
    const seenAt = new Date('2026-07-10T12:00:00.123Z');
    const [added] = await addNote(db, { id: 10, body: 'with detail', seenAt, detail: { score: 3, tags: ['a', 'b'] } });
    expect(added).toEqual({
      id: 10,
      body: 'with detail',
      tag: 'plain',
      seenAt,
      detail: { score: 3, tags: ['a', 'b'] },
    });
    await addNote(db, { id: 11, body: 'bare', seenAt: null, detail: null });
    for (const id of [10, 11, 12]) expect(await wholeNote(db, { id })).toEqual(await wholeNoteByDrizzle(id));
    expect((await wholeNote(db, { id: 11 }))[0]).toEqual({
      id: 11,
      body: 'bare',
      tag: 'plain',
      seenAt: null,
      detail: null,
    });
    expect(await noteFacts(db, { id: 10, since: '2026-07-01T00:00:00Z' })).toEqual([
      { id: 10, late: true, length: 11 },
    ]);
    expect(await noteFacts(db, { id: 11, since: '2026-07-01T00:00:00Z' })).toEqual([{ id: 11, late: null, length: 4 }]);
  });

  it('refuses a call without a placeholder’s value, and wraps the database’s error as drizzle does', async () => {
    await expect(wholeNote(db, {} as { id: number })).rejects.toThrow('No value for placeholder "id" was provided');
    const failure = await addNote(db, { id: 10, body: 'again', seenAt: null, detail: null }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(/^Failed query: insert into "prepared_notes"/);
    expect(((failure as Error).cause as { code?: string }).code).toBe('23505');
  });
});
