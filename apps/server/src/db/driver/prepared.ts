import { createHash } from 'node:crypto';
import {
  is,
  Param,
  Placeholder as PlaceholderClass,
  SQL,
  sql,
  type DriverValueEncoder,
  type Placeholder,
  type Query,
} from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';
import { patchIsOn } from './patches.ts';

// Hot statements built once instead of on every call. Under load the checkout path is bound by
// the server's CPU, and drizzle building a statement (its SQL chunks, column lists, the final
// text) is most of it: without this module the checkout bench's server spends about 85 % more CPU
// per checkout, and PostgreSQL about 80 % more (bench/README.md, "Driver patches"). These statements
// are written once with placeholders and sent as named prepared statements: node-postgres sends a
// name's Parse once per connection, so PostgreSQL parses (and may plan) it once per connection too.

// Switched off (FAIRWAY_DRIVER_PATCHES), each statement is built by drizzle on every call and sent unnamed.
const PREPARED = patchIsOn('prepared');

/** Placeholders by name, for the statement's values. */
type Placeholders<K extends string> = Record<K, Placeholder>;

/** What drizzle's `.prepare(name)` gives for a query builder. */
interface Prepared<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

const names = new Set<string>();
function claim(name: string): void {
  // node-postgres refuses one name for two texts on a connection: one name, one statement.
  if (names.has(name)) throw new Error(`prepared statement "${name}" is defined twice`);
  names.add(name);
}

function placeholders<K extends string>(keys: readonly K[]): Placeholders<K> {
  return Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)])) as unknown as Placeholders<K>;
}

/** The parts of drizzle's session (its internals, stable across its drivers) used here. */
interface Session {
  /** The driver's client: the pool, a pooled connection, PGlite or its transaction. */
  client: object;
  prepareQuery(
    query: Query,
    fields: undefined,
    name: string | undefined,
    isResponseInArrayMode: false,
  ): { execute(values: Record<string, unknown>): Promise<unknown> };
}
const sessionOf = (db: Database) => (db as unknown as { session: Session }).session;

/** A statement prepared once per driver client, on that client's first call. */
function perClient<P>(prepare: (db: Database) => P): (db: Database) => P {
  const byClient = new WeakMap<object, P>();
  return (db) => {
    const client = sessionOf(db).client;
    let prepared = byClient.get(client);
    if (!prepared) {
      prepared = prepare(db);
      byClient.set(client, prepared);
    }
    return prepared;
  };
}

/**
 * A query builder statement (select, insert, update) prepared by drizzle once per client. A
 * transaction's client is its pooled connection, which outlives the transaction: the pool's few
 * connections each build the statement once. Values are passed as they are for `eq(column,
 * placeholder)` (not through the column's encoder); inserted and set values go through it.
 */
export function preparedQuery<K extends string, R>(
  name: string,
  keys: readonly K[],
  build: (db: Database, values: Placeholders<K>) => { prepare(name: string): Prepared<R> },
): (db: Database, values: Record<K, unknown>) => Promise<R> {
  claim(name);
  const values = placeholders(keys);
  if (!PREPARED) return (db, given) => nullSafe(build(db, values).prepare('')).execute(given);
  const preparedFor = perClient((db) => nullSafe(build(db, values).prepare(name)));
  return (db, given) => preparedFor(db).execute(given);
}

// A statement whose columns depend on which values are given has a few shapes at most; past this many, a
// caller making new shapes (a bug) gets each built on every call, as without this module.
const MAX_SHAPES = 16;

/**
 * drizzle passes a placeholder's value through its column's encoder even when it is null (a
 * value given directly skips the encoder when null): a null timestamp or JSON value would throw.
 */
function nullSafe<P>(prepared: P): P {
  for (const param of (prepared as { params?: unknown[] }).params ?? []) {
    if (is(param, Param) && is(param.value, PlaceholderClass)) {
      const encoder = param.encoder;
      (param as { encoder: DriverValueEncoder<unknown, unknown> }).encoder = {
        mapToDriverValue: (value) => (value === null ? null : encoder.mapToDriverValue(value)),
      };
    }
  }
  return prepared;
}

/**
 * As preparedQuery, for an insert (or other statement) whose columns are the keys of the values
 * given (an undefined value is left out, as drizzle leaves it to the column's default): one
 * prepared statement per set of keys.
 */
export function preparedByKeys<V extends Record<string, unknown>, R>(
  name: string,
  build: (db: Database, values: Placeholders<Extract<keyof V, string>>) => { prepare(name: string): Prepared<R> },
): (db: Database, values: V) => Promise<R> {
  const shapes = new Map<string, (db: Database, values: Record<string, unknown>) => Promise<R>>();
  return (db, values) => {
    const keys = Object.keys(values).filter((key) => values[key] !== undefined);
    const shape = keys.join(',');
    let statement = shapes.get(shape);
    if (!statement) {
      if (shapes.size >= MAX_SHAPES)
        return nullSafe(build(db, placeholders(keys) as Placeholders<Extract<keyof V, string>>).prepare('')).execute(
          values,
        );
      statement = preparedQuery(
        `${name}_${shapes.size}`,
        keys,
        build as (db: Database, values: Placeholders<string>) => { prepare(name: string): Prepared<R> },
      );
      shapes.set(shape, statement);
    }
    return statement(db, values);
  };
}

const dialect = new PgDialect();

/**
 * A raw SQL statement (`sql` template with placeholders) built once, and prepared by drizzle once
 * per client as preparedQuery's are; runs as `db.execute` does and answers what it answers (the
 * driver's result, rows as objects).
 */
export function preparedSql<K extends string, Row extends Record<string, unknown> = Record<string, unknown>>(
  name: string,
  keys: readonly K[],
  build: (values: Placeholders<K>) => SQL,
): (db: Database, values: Record<K, unknown>) => Promise<{ rows: Row[] }> {
  claim(name);
  if (!PREPARED)
    return (db, given) =>
      sessionOf(db)
        .prepareQuery(dialect.sqlToQuery(build(placeholders(keys))), undefined, undefined, false)
        .execute(given) as Promise<{ rows: Row[] }>;
  const query = dialect.sqlToQuery(build(placeholders(keys)));
  const preparedFor = perClient((db) => sessionOf(db).prepareQuery(query, undefined, name, false));
  return (db, given) => preparedFor(db).execute(given) as Promise<{ rows: Row[] }>;
}

/**
 * A statement built on each call (its shape follows the cart: how many lines, holds, invoices),
 * sent as a named prepared statement named after its text, so that PostgreSQL parses and plans
 * each shape once per connection instead of on every call. Only for statements with a handful
 * of shapes: each one stays prepared on every pooled connection. Rows as `db.execute` answers them.
 */
export function executeNamed<Row extends Record<string, unknown> = Record<string, unknown>>(
  db: Database,
  base: string,
  statement: SQL | { toSQL(): { sql: string; params: unknown[] } },
): Promise<{ rows: Row[] }> {
  const built = is(statement, SQL) ? dialect.sqlToQuery(statement) : statement.toSQL();
  const name = PREPARED
    ? `${base}_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 16)}`
    : undefined;
  return sessionOf(db)
    .prepareQuery({ sql: built.sql, params: built.params }, undefined, name, false)
    .execute({}) as Promise<{ rows: Row[] }>;
}

/** A value of a shaped statement's input: a value, a row (plain object of values) or a list of either. */
type ShapedInput = Record<string, unknown>;
const isRow = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

/**
 * The shape of an input (its keys, the length of its lists, the columns each row gives) and its
 * values flattened under placeholder names; with `placeholders`, the input again with each value
 * replaced by its placeholder. A row's undefined column is left out, as drizzle leaves it to the default.
 */
function flatten(input: ShapedInput, withPlaceholders: boolean) {
  const shape: string[] = [];
  const values: Record<string, unknown> = {};
  const placed: Record<string, unknown> = {};
  const leaf = (name: string, value: unknown) => {
    values[name] = value;
    return withPlaceholders ? sql.placeholder(name) : undefined;
  };
  const row = (name: string, given: Record<string, unknown>) => {
    const out: Record<string, unknown> = {};
    for (const [column, value] of Object.entries(given)) {
      if (value === undefined) continue;
      shape.push(column);
      out[column] = leaf(`${name}.${column}`, value);
    }
    shape.push('}');
    return out;
  };
  for (const [key, value] of Object.entries(input)) {
    if (Array.isArray(value)) {
      shape.push(`${key}[${value.length}`);
      placed[key] = value.map((element, index) =>
        isRow(element) ? (shape.push('{'), row(`${key}.${index}`, element)) : leaf(`${key}.${index}`, element),
      );
    } else if (isRow(value)) {
      shape.push(`${key}{`);
      placed[key] = row(key, value);
    } else {
      shape.push(key);
      placed[key] = leaf(key, value);
    }
  }
  return { shape: shape.join(','), values, placed };
}

/**
 * As preparedQuery, for a statement whose shape follows its input: how many rows or ids it
 * writes, which columns each row gives (the booking's closing statement, the invoice's write).
 * `build` gets the input with every value (top-level, in a row, in a list) replaced by a
 * placeholder, and is run once per shape; a call then only flattens its values. Values computed
 * at build time are frozen: drizzle's `$onUpdate` (`updated_at`) included, so updates set it.
 */
export function preparedByShape<I extends ShapedInput, R>(
  name: string,
  build: (db: Database, input: I) => { prepare(name: string): Prepared<R> },
): (db: Database, input: I) => Promise<R> {
  const shapes = new Map<string, (db: Database, values: Record<string, unknown>) => Promise<R>>();
  return (db, input) => {
    const { shape, values } = flatten(input, false);
    let statement = shapes.get(shape);
    if (!statement) {
      const { placed } = flatten(input, true);
      if (shapes.size >= MAX_SHAPES) return nullSafe(build(db, placed as I).prepare('')).execute(values);
      statement = preparedQuery(`${name}_${shapes.size}`, Object.keys(values), (client) => build(client, placed as I));
      shapes.set(shape, statement);
    }
    return statement(db, values);
  };
}
