import { and, asc, eq, gt, gte, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { together } from '../../db/transaction.ts';
import { preparedQuery, preparedSql } from '../../db/statements.ts';
import { facilities } from '../../db/schema/facilities.ts';
import { lockCourseForSale, type TeeTimeBlockRow } from '../tee-times/tee-times.public.ts';
import { capacityRowCtes, lockTeeTimeCapacity } from './cart.repository.ts';
import { teeTimeBlocks } from '../../db/schema/tee-time-blocks.ts';
import { teeTimeBookings, teeTimeLocks } from '../../db/schema/tee-times.ts';
import { required } from '@fairway/domain/shared/required';

// The statements of a hold after its locks (each statement costs a round trip and a
// pooled connection, so the reads that can share one snapshot share one statement).

/** What a capacity check reads once the tee time's capacity row and the course's row are locked. */
export interface HoldFacts {
  /** The course's blocks that apply on the tee time's date. */
  blocks: TeeTimeBlockRow[];
  /** Players booked on the tee time (cancelled bookings do not count). */
  booked: number;
  /** Slots held by unexpired holds other than the excepted holders. */
  held: number;
  /** The named holder's own unexpired hold (the cart's lock on the tee time), if asked for. */
  own: { slots: number; expiresAt: Date } | undefined;
}

/** The tee time whose facts to read, the holds not counted, and the holder whose own hold to read. */
export interface HoldFactsRequest {
  facilityId: number;
  teeTime: string;
  now: Date;
  exceptHolders: string[];
  ownHolder?: string;
}

/**
 * Locks a tee time for a sale, then reads its facts under those locks; both statements go in one
 * write, and PostgreSQL reads the facts only once the lock statement has finished.
 *
 * The lock is one statement: the capacity row (inserted when missing, else SELECT … FOR UPDATE,
 * as `lockTeeTimeCapacity`), then the course's row FOR SHARE against blocks being written. The
 * course's lock is gated on the capacity's result (a one-time filter evaluated before the course is
 * scanned), so it is asked for only once the capacity row is held: the order every seller keeps
 * (capacity, then course). When a concurrent inserter committed the capacity row meanwhile, that
 * statement holds neither: two more statements take them in the same order, and the facts sent
 * with it are read again after them.
 */
export async function lockedHoldFacts(tx: Database, request: HoldFactsRequest): Promise<HoldFacts> {
  const [locked, facts] = await together(
    tx,
    () => lockedAtOnce(tx, request.facilityId, request.teeTime),
    () => holdFacts(tx, request),
  );
  if (locked) return facts;
  await lockTeeTimeCapacity(tx, request.facilityId, request.teeTime);
  await lockCourseForSale(tx, request.facilityId);
  return holdFacts(tx, request);
}

/** The one-statement lock for a sale; false when it held neither row. */
async function lockedAtOnce(tx: Database, facilityId: number, teeTime: string): Promise<boolean> {
  const [row] = (await lockTeeTimeForSaleStatement(tx, { facilityId, teeTime })).rows;
  return Number(row?.course ?? 0) > 0;
}

const lockTeeTimeForSaleStatement = preparedSql<'facilityId' | 'teeTime', { course: number }>(
  'hold_lock_tee_time_for_sale',
  ['facilityId', 'teeTime'],
  (p) => sql`with ${capacityRowCtes(p)}, course as (
      select id from ${facilities} where id = ${p.facilityId} and (select count(*) from created) + (select count(*) from locked) > 0 for share
    )
    select cast((select count(*) from course) as integer) as course`,
);

/**
 * The blocks, booked players, others' holds and the holder's own hold of a tee time in one
 * statement. Runs after the capacity row's FOR UPDATE and the course's FOR SHARE (separate
 * statements before it), so its snapshot is taken once both are held: it sees every hold,
 * booking and block committed before them.
 */
async function holdFacts(tx: Database, request: HoldFactsRequest): Promise<HoldFacts> {
  const values: Record<string, unknown> = {
    facilityId: request.facilityId,
    teeTime: request.teeTime,
    date: request.teeTime.slice(0, 10),
    now: request.now.toISOString(),
    ownHolder: request.ownHolder ?? '',
  };
  request.exceptHolders.forEach((holder, index) => (values[`holder${index}`] = holder));
  const rows = await holdFactsStatement(request.exceptHolders.length)(tx, values);
  const first = rows[0];
  const ownSlots = first?.ownSlots === null || first?.ownSlots === undefined ? null : Number(first.ownSlots);
  return {
    blocks: rows.flatMap((row) => (row.block ? [row.block] : [])),
    booked: first?.booked ?? 0,
    held: first?.held ?? 0,
    own: ownSlots !== null && first?.ownExpiresAt ? { slots: ownSlots, expiresAt: first.ownExpiresAt } : undefined,
  };
}

/** The same facts read without locking anything (what a choice offers; the hold itself re-checks under the locks). */
export function readHoldFacts(db: Database, request: HoldFactsRequest): Promise<HoldFacts> {
  return holdFacts(db, request);
}

// One statement per number of excepted holders (an item has one or two).
const holdFactsStatements: ReturnType<typeof holdFactsStatementOf>[] = [];
const holdFactsStatement = (holders: number) => (holdFactsStatements[holders] ??= holdFactsStatementOf(holders));
function holdFactsStatementOf(holders: number) {
  const holderKeys = Array.from({ length: holders }, (_, index) => `holder${index}`);
  return preparedQuery(
    `hold_facts_${holders}`,
    ['facilityId', 'teeTime', 'date', 'now', 'ownHolder', ...holderKeys],
    (tx, placeholders) => {
      const p = placeholders as Record<'facilityId' | 'teeTime' | 'date' | 'now' | 'ownHolder', Placeholder>;
      const others: SQL[] = [
        eq(teeTimeLocks.facilityId, p.facilityId),
        eq(teeTimeLocks.teeTime, p.teeTime),
        gt(teeTimeLocks.expiresAt, p.now),
      ];
      for (const key of holderKeys)
        others.push(
          sql`${teeTimeLocks.holder} is distinct from ${required(placeholders[key], `the ${key} placeholder`)}`,
        );
      const own = and(eq(teeTimeLocks.holder, p.ownHolder), gt(teeTimeLocks.expiresAt, p.now));
      return tx
        .select({
          block: teeTimeBlocks,
          booked:
            sql<number>`(select cast(coalesce(sum(${teeTimeBookings.players}), 0) as integer) from ${teeTimeBookings} where ${and(
              eq(teeTimeBookings.facilityId, p.facilityId),
              eq(teeTimeBookings.teeTime, p.teeTime),
              eq(teeTimeBookings.status, 'booked'),
            )})`.mapWith(Number),
          held: sql<number>`(select cast(coalesce(sum(${teeTimeLocks.slots}), 0) as integer) from ${teeTimeLocks} where ${and(...others)})`.mapWith(
            Number,
          ),
          ownSlots: sql<number | null>`(select ${teeTimeLocks.slots} from ${teeTimeLocks} where ${own} limit 1)`,
          ownExpiresAt:
            sql<Date | null>`(select ${teeTimeLocks.expiresAt} from ${teeTimeLocks} where ${own} limit 1)`.mapWith(
              teeTimeLocks.expiresAt,
            ),
        })
        .from(facilities)
        .leftJoin(
          teeTimeBlocks,
          and(
            eq(teeTimeBlocks.facilityId, facilities.id),
            lte(teeTimeBlocks.startsOn, p.date),
            gte(teeTimeBlocks.endsOn, p.date),
          ),
        )
        .where(eq(facilities.id, p.facilityId))
        .orderBy(asc(teeTimeBlocks.startsOn), asc(teeTimeBlocks.fromTime), asc(teeTimeBlocks.id));
    },
  );
}

/**
 * Replaces a holder's hold on a tee time (slots 0 removes it) in one statement: the delete runs
 * in a data-modifying CTE beside the insert (holders are not unique in the table, and the insert
 * never sees the row the delete removes: both work on the statement's snapshot).
 */
export async function writeHold(tx: Database, hold: HoldWrite): Promise<void> {
  await tx.execute(holdWriteSql(hold));
}

/** A holder's hold to write on a tee time (slots 0 removes it). */
export interface HoldWrite {
  holder: string;
  facilityId: number;
  teeTime: string;
  slots: number;
  expiresAt: Date;
}

function holdWriteParts(hold: HoldWrite): { gone: SQL; insert: SQL | null } {
  const gone = sql`delete from ${teeTimeLocks} where ${eq(teeTimeLocks.holder, hold.holder)}`;
  if (hold.slots <= 0) return { gone, insert: null };
  const insert = sql`insert into ${teeTimeLocks} (facility_id, tee_time, slots, holder, expires_at)
    values (${hold.facilityId}, ${hold.teeTime}, ${hold.slots}, ${hold.holder}, ${hold.expiresAt.toISOString()}::timestamptz)`;
  return { gone, insert };
}

function holdWriteSql(hold: HoldWrite): SQL {
  const { gone, insert } = holdWriteParts(hold);
  return insert ? sql`with gone as (${gone}) ${insert}` : gone;
}

/**
 * `writeHold` as CTEs (`hold_gone`, `hold_new`) for another statement's WITH list (the cart item's
 * insert runs them): PostgreSQL takes data-modifying statements in WITH only at the top level.
 */
export function holdWriteCtes(hold: HoldWrite): SQL {
  const { gone, insert } = holdWriteParts(hold);
  return insert ? sql`hold_gone as (${gone}), hold_new as (${insert})` : sql`hold_gone as (${gone})`;
}
