import type pg from 'pg';
import type { Database } from '../client.ts';
import { describedOnce } from './described-once.ts';
import { patchIsOn } from './patches.ts';

// On the checkout path each statement was its own write to PostgreSQL's socket and its own wait
// for the answer. A loopback write costs the sender CPU (delivering the packet and waking the
// reader happen inside its system call): with the writes below merged, the checkout bench measures
// about 6 % less of the server's CPU per checkout and 5 % less of PostgreSQL's (bench/README.md,
// "Driver patches"). The pool's connections run in node-postgres' pipeline mode (a statement is sent
// without waiting for the one before it to answer; PostgreSQL still runs them one after another,
// each with its own snapshot, exactly as if each had been awaited), and:
// - a transaction's BEGIN goes out in the same write as its first statement, and its COMMIT with
//   its last statements when they are started by `finishTransaction` (`pipelineTransactions`);
// - `together` writes the statements a step starts at once as one write.

/** The socket of a pooled connection. */
type Stream = { cork(): void; uncork(): void };

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** What a pooled connection in a transaction holds back or has sent ahead. */
interface Pipelined {
  stream: Stream;
  /** The connection's own `query`, past the hold-backs below. */
  send: Query;
  /** BEGIN is held back until the statement after it (the socket corked meanwhile). */
  holdingBegin: boolean;
  /** The COMMIT `finishTransaction` sent with the transaction's last statements, for drizzle's COMMIT to wait for. */
  commitSent: Promise<unknown> | null;
  /** How many queries the connection was given (`together` checks each call sent its statement). */
  sent: number;
}

const pipelinedClients = new WeakMap<object, Pipelined>();
const answerOf = (command: string) => ({ command, rowCount: null, rows: [], fields: [] });

const textOf = (config: unknown) => (typeof config === 'string' ? config : (config as { text?: string } | null)?.text);
const noValues = (values: unknown, callback: unknown) =>
  callback === undefined && (values === undefined || (Array.isArray(values) && values.length === 0));

/**
 * Makes a pooled connection send a transaction's BEGIN in the same write as the statement after
 * it, and its COMMIT with the last statements when `finishTransaction` sent them. drizzle awaits
 * BEGIN's answer before running the transaction's body, so that answer is given at once; BEGIN
 * has no failure of its own (a broken connection fails the statement sent with it, and every one
 * after).
 */
export function pipelineTransactions(client: pg.PoolClient): void {
  const connection = client as unknown as { query: Query; connection: { stream: Stream } };
  const state: Pipelined = {
    stream: connection.connection.stream,
    send: connection.query.bind(client),
    holdingBegin: false,
    commitSent: null,
    sent: 0,
  };
  pipelinedClients.set(client, state);
  connection.query = (config, values, callback) => {
    state.sent += 1;
    const text = textOf(config);
    if (text === 'begin' && !state.holdingBegin && noValues(values, callback)) {
      state.holdingBegin = true;
      state.stream.cork();
      (state.send(config, values) as Promise<unknown>).catch(() => {});
      return Promise.resolve(answerOf('BEGIN'));
    }
    if (state.commitSent && noValues(values, callback) && (text === 'commit' || text === 'rollback')) {
      const commit = state.commitSent;
      state.commitSent = null;
      // drizzle's ROLLBACK after the last statements failed: the COMMIT sent with them rolled back already.
      return text === 'commit'
        ? commit
        : commit.then(
            () => answerOf('ROLLBACK'),
            () => answerOf('ROLLBACK'),
          );
    }
    if (state.commitSent)
      return Promise.reject(new Error('A statement was started after finishTransaction sent the COMMIT'));
    const named = patchIsOn('described-once') ? describedOnce(config, values, callback) : null;
    const sent = state.send(named?.query ?? config, named ? undefined : values, named ? undefined : callback);
    const answer = named?.answer ?? sent;
    if (state.holdingBegin) {
      state.holdingBegin = false;
      state.stream.uncork();
    }
    return answer;
  };
}

/** Only the described-once part of `pipelineTransactions`, for FAIRWAY_DRIVER_PATCHES=without:pipelined. */
export function describeNamedStatementsOnce(client: pg.PoolClient): void {
  const connection = client as unknown as { query: Query };
  const send = connection.query.bind(client);
  connection.query = (config, values, callback) => {
    const named = describedOnce(config, values, callback);
    if (!named) return send(config, values, callback);
    const sent = send(named.query);
    return named.answer ?? sent;
  };
}

/** The pipelined connection of a transaction on PostgreSQL; none for the pool itself or PGlite. */
function pipelinedOf(db: Database): Pipelined | null {
  const client = (db as unknown as { session?: { client?: object } }).session?.client;
  return (client && pipelinedClients.get(client)) ?? null;
}

// The socket is uncorked once the microtasks have run: a statement started by an async function's
// first step, or by awaiting a query builder, is in the write by then.
const afterMicrotasks = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A drizzle query builder (or `db.execute`'s answer) starts its statement only when awaited, or when `execute()` is called. */
function startedNow<T>(answer: T): T | Promise<unknown> {
  const builder = answer as { then?: unknown; execute?: () => Promise<unknown> } | null;
  return builder &&
    !(builder instanceof Promise) &&
    typeof builder.then === 'function' &&
    typeof builder.execute === 'function'
    ? builder.execute()
    : answer;
}

type Answers<Starts extends readonly (() => unknown)[]> = {
  -readonly [K in keyof Starts]: Awaited<ReturnType<Starts[K]>>;
};

/**
 * Sends a transaction's statements that do not need each other's answers in one write, and
 * answers theirs in order. Each of `starts` starts one statement (a repository call, or a query
 * builder) when called, or answers without one (null); they are called in order, and PostgreSQL
 * runs the statements in that order, each once the one before has finished (its locks held), so a
 * read started after a lock sees what the lock waited for. A call that does not send its statement
 * at once (it awaits something first) would let a later one overtake it: refused. A statement that
 * fails makes the ones after it fail too (the transaction is aborted) and the transaction rolls
 * back as after any failure. Outside a transaction on PostgreSQL, and on PGlite, the statements
 * simply run.
 */
export function together<const Starts extends readonly (() => unknown)[]>(
  db: Database,
  ...starts: Starts
): Promise<Answers<Starts>> {
  const pipelined = pipelinedOf(db);
  if (!pipelined) return Promise.all(starts.map((start) => startedNow(start()))) as Promise<Answers<Starts>>;
  pipelined.stream.cork();
  const answers: unknown[] = [];
  try {
    for (const [index, start] of starts.entries()) {
      const sent = pipelined.sent;
      const answer = startedNow(start());
      answers.push(answer);
      if (pipelined.sent === sent && answer instanceof Promise) {
        for (const started of answers) if (started instanceof Promise) started.catch(() => {}); // the transaction fails with the error below
        throw new Error(`together: statement ${index + 1} was not sent when started, so a later one could overtake it`);
      }
    }
    return Promise.all(answers) as Promise<Answers<Starts>>;
  } finally {
    void afterMicrotasks().then(() => pipelined.stream.uncork());
  }
}

/**
 * As `together`, for a transaction's last statements: its COMMIT goes in the same write. When one
 * of them fails, PostgreSQL answers that COMMIT by rolling back, and the transaction fails as
 * usual. The transaction's body must return right after: nothing it throws later could undo the
 * commit, and a statement started later is refused. On PGlite the statements run, and the
 * transaction commits after the body as usual.
 */
export async function finishTransaction<T>(db: Database, start: () => PromiseLike<T>): Promise<T> {
  const pipelined = pipelinedOf(db);
  if (!pipelined) return start();
  pipelined.stream.cork();
  let answer: Promise<T>;
  try {
    // A drizzle query builder runs each time it is awaited: made a promise here, it runs once.
    answer = Promise.resolve(startedNow(start())) as Promise<T>;
    answer.catch(() => {}); // awaited below
    await afterMicrotasks();
    const commit = pipelined.send('commit') as Promise<unknown>;
    commit.catch(() => {}); // drizzle's COMMIT awaits it, and fails the transaction when it failed
    pipelined.commitSent = commit;
  } finally {
    pipelined.stream.uncork();
  }
  return answer;
}

/**
 * A statement started with others, whose failure is to surface only where its answer is used
 * (after the checks that came before it when it was awaited on its own): resolves to a function
 * that returns its answer or throws its error.
 */
export function answerLater<T>(statement: Promise<T>): Promise<() => T> {
  return statement.then(
    (answer) => () => answer,
    (error: unknown) => () => {
      throw error;
    },
  );
}
