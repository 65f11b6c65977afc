import pg from 'pg';

// Issue #19: node-postgres asks PostgreSQL to describe a prepared statement's result on every
// execution (Describe), and parses the answer (RowDescription: each column's name, table, type,
// format) every time. The result's columns of a named statement cannot change on its connection
// (PostgreSQL refuses to run a prepared statement whose result type changed), so they are kept
// from its first execution, and later executions go without the Describe. On the checkout path
// that was about 250 column descriptions per payment, built by PostgreSQL and parsed here.

/** A column of a result, as node-postgres parses it from a RowDescription. */
type Field = { name: string; dataTypeID: number; format?: string };

/** The parts of node-postgres' Query and Connection (its internals) used here. */
interface QueryInternals {
  name?: string;
  text?: string;
  values?: unknown[];
  binary?: boolean;
  portal: string;
  rows?: number;
  callback?: unknown;
  _result: { addFields(fields: Field[]): void };
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

const describedByConnection = new WeakMap<Connection, Map<string, Field[]>>();
const BaseQuery = pg.Query as unknown as new (config: unknown, values?: unknown, callback?: unknown) => QueryInternals;
const prepareValue = (pg as unknown as { utils?: PgUtils }).utils?.prepareValue;

class DescribedOnceQuery extends BaseQuery {
  private connection: Connection | undefined;

  prepare(connection: Connection): void {
    this.connection = connection;
    const described = this.name && this.hasBeenParsed(connection) ? describedByConnection.get(connection)?.get(this.name) : undefined;
    if (!described || !prepareValue) {
      (BaseQuery.prototype as unknown as { prepare(this: QueryInternals, connection: Connection): void }).prepare.call(this, connection);
      return;
    }
    try {
      connection.bind({ portal: this.portal, statement: this.name, values: this.values, binary: this.binary, valueMapper: prepareValue });
    } catch (error) {
      // As node-postgres does when a value cannot be sent.
      connection.close({ type: 'S', name: this.name });
      connection.sync();
      this.handleError(error, connection);
      return;
    }
    this._result.addFields(described);
    this._accumulateRows = this.callback || !this.listeners('row').length;
    this._getRows(connection, this.rows);
  }

  handleRowDescription(message: { fields: Field[] }): void {
    (BaseQuery.prototype as unknown as { handleRowDescription(this: QueryInternals, message: { fields: Field[] }): void }).handleRowDescription.call(this, message);
    if (!this.name || !this.connection) return;
    let described = describedByConnection.get(this.connection);
    if (!described) describedByConnection.set(this.connection, (described = new Map()));
    described.set(this.name, message.fields);
  }
}

/**
 * A named statement (drizzle's prepared queries) as a query that is described once per
 * connection, answering through `callback` when one is given (the pool's queries), else through
 * `answer`; null for any other statement.
 */
export function describedOnce(config: unknown, values: unknown, callback: unknown): { query: QueryInternals; answer: Promise<unknown> | null } | null {
  if (typeof config !== 'object' || config === null || typeof (config as { name?: unknown }).name !== 'string') return null;
  if (typeof values === 'function' || (callback !== undefined && typeof callback !== 'function')) return null;
  if (callback) return { query: new DescribedOnceQuery(config, values, callback), answer: null };
  let query!: QueryInternals;
  const answer = new Promise((resolve, reject) => {
    query = new DescribedOnceQuery(config, values, (error: unknown, result: unknown) => (error ? reject(error) : resolve(result)));
  });
  return { query, answer };
}
