import pg from 'pg';

// node-postgres asks PostgreSQL to describe a prepared statement's result on every
// execution (Describe), and parses the answer (RowDescription: each column's name, table, type,
// format) every time. The result's columns of a named statement cannot change on its connection
// (PostgreSQL refuses to run a prepared statement whose result type changed), so they are kept
// from its first execution, and later executions go without the Describe. On the checkout path
// that was about 250 column descriptions per payment, built by PostgreSQL and parsed here. The
// columns' value parsers and the empty row are kept with them, so a later execution does not
// look them up again (node-postgres' addFields), and the query's config is read field by field
// rather than cloned descriptor by descriptor (node-postgres' normalizeQueryConfig). With this
// module the checkout bench's server spends about 8 % less CPU per checkout (the median of five
// paired runs, which spread widely: bench/README.md, "Driver patches").

/** A column of a result, as node-postgres parses it from a RowDescription. */
type Field = { name: string; dataTypeID: number; format?: string };

/** A result's columns as node-postgres' Result keeps them once addFields has run. */
interface ResultColumns {
  fields: Field[];
  _parsers: unknown[] | undefined;
  _prebuiltEmptyResultObject: object | null;
}
/** A statement's columns on one connection, with the parsers found for them by `types`. */
type Described = { columns: ResultColumns; types: unknown };

/** What a query is given: node-postgres' QueryConfig. */
interface QueryConfig {
  name: string;
  text: string;
  values?: unknown[];
  rowMode?: string;
  types?: unknown;
  binary?: boolean;
  rows?: number;
  queryMode?: string;
  portal?: string;
}

/** The parts of node-postgres' Query and Connection (its internals) used here. */
interface QueryInternals {
  name?: string;
  text?: string;
  values?: unknown[];
  binary?: boolean;
  portal: string;
  rows?: number;
  types?: unknown;
  queryMode?: string;
  callback?: unknown;
  _rowMode?: string;
  _result: ResultColumns & { _types: unknown; addFields(fields: Field[]): void };
  _results: unknown;
  _accumulateRows: unknown;
  hasBeenParsed(connection: Connection): boolean;
  handleError(error: unknown, connection: Connection): void;
  _getRows(connection: Connection, rows: number | undefined): void;
  listeners(event: string): unknown[];
}
interface Connection {
  bind(config: object): void;
  close(config: object): void;
  sync(): void;
}
type PgUtils = { prepareValue(value: unknown): unknown };

const describedByConnection = new WeakMap<Connection, Map<string, Described>>();
const BaseQuery = pg.Query as unknown as new (config: unknown, values?: unknown, callback?: unknown) => QueryInternals;
const Result = (
  pg as unknown as { Result: new (rowMode: string | undefined, types: unknown) => QueryInternals['_result'] }
).Result;
const prepareValue = (pg as unknown as { utils?: PgUtils }).utils?.prepareValue;

class DescribedOnceQuery extends BaseQuery {
  private connection: Connection | undefined;

  constructor(config: QueryConfig, values: unknown, callback: unknown) {
    // Given the text alone, node-postgres builds its config from it instead of cloning `config`.
    super(config.text, values ?? config.values, callback);
    this.name = config.name;
    this.types = config.types;
    this.rows = config.rows;
    this.binary = config.binary;
    this.queryMode = config.queryMode;
    this.portal = config.portal ?? '';
    this._rowMode = config.rowMode;
    this._result = new Result(config.rowMode, config.types);
    this._results = this._result;
  }

  prepare(connection: Connection): void {
    this.connection = connection;
    const described =
      this.name && this.hasBeenParsed(connection) ? describedByConnection.get(connection)?.get(this.name) : undefined;
    if (!described || !prepareValue) {
      (BaseQuery.prototype as unknown as { prepare(this: QueryInternals, connection: Connection): void }).prepare.call(
        this,
        connection,
      );
      return;
    }
    try {
      connection.bind({
        portal: this.portal,
        statement: this.name,
        values: this.values,
        binary: this.binary,
        valueMapper: prepareValue,
      });
    } catch (error) {
      // As node-postgres does when a value cannot be sent.
      connection.close({ type: 'S', name: this.name });
      connection.sync();
      this.handleError(error, connection);
      return;
    }
    if (described.types === this._result._types) {
      this._result.fields = described.columns.fields;
      this._result._parsers = described.columns._parsers;
      this._result._prebuiltEmptyResultObject = described.columns._prebuiltEmptyResultObject;
    } else {
      // Parsers come from the query's types (drizzle makes new ones for a statement it prepares on each call).
      this._result.addFields(described.columns.fields);
    }
    this._accumulateRows = this.callback || !this.listeners('row').length;
    this._getRows(connection, this.rows);
  }

  handleRowDescription(message: { fields: Field[] }): void {
    (
      BaseQuery.prototype as unknown as {
        handleRowDescription(this: QueryInternals, message: { fields: Field[] }): void;
      }
    ).handleRowDescription.call(this, message);
    if (!this.name || !this.connection) return;
    let described = describedByConnection.get(this.connection);
    if (!described) describedByConnection.set(this.connection, (described = new Map()));
    const { fields, _parsers, _prebuiltEmptyResultObject } = this._result;
    described.set(this.name, { columns: { fields, _parsers, _prebuiltEmptyResultObject }, types: this._result._types });
  }
}

/**
 * A named statement (drizzle's prepared queries) as a query that is described once per
 * connection, answering through `callback` when one is given (the pool's queries), else through
 * `answer`; null for any other statement.
 */
export function describedOnce(
  config: unknown,
  values: unknown,
  callback: unknown,
): { query: QueryInternals; answer: Promise<unknown> | null } | null {
  if (
    typeof config !== 'object' ||
    config === null ||
    typeof (config as { name?: unknown }).name !== 'string' ||
    typeof (config as { text?: unknown }).text !== 'string'
  )
    return null;
  if (typeof values === 'function' || (callback !== undefined && typeof callback !== 'function')) return null;
  if (callback) return { query: new DescribedOnceQuery(config as QueryConfig, values, callback), answer: null };
  let query!: QueryInternals;
  const answer = new Promise((resolve, reject) => {
    query = new DescribedOnceQuery(config as QueryConfig, values, (error: unknown, result: unknown) =>
      error ? reject(error) : resolve(result),
    );
  });
  return { query, answer };
}
