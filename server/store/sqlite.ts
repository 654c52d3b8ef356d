// The SQLite store (better-sqlite3): WAL, synchronous=FULL, so a commit that returned is on
// disk. One file, no other service: the default.
//
// Never blocking the event loop on a lock (issue 17, item 3). better-sqlite3 is synchronous,
// and SQLite's busy handler sleeps inside the call, so a `busy_timeout` of 5 s froze the
// whole server for 5 s on every write while another process held the write lock. Here the
// connection's busy_timeout is 0: a statement that meets a lock fails at once with
// SQLITE_BUSY, and the call is retried on a timer (1, 2, 4 … 25 ms apart) until `busyLimitMs`
// has passed, then refused with `store/busy` (retryable; nothing was written). Transactions
// begin IMMEDIATE, so the write lock is taken (or found busy) before any of their work and
// a commit never meets a lock half-way. The checkpointer's TRUNCATE runs in its own thread
// (checkpointer.ts) and meets the same retry when it holds the lock for a moment.
import BetterSqlite3 from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { StoreError, type Database, type Row, type Sql, type SqlNow } from './sql.js';

export interface StoreOptions {
  /** How long a statement waits, off the event loop, for a lock held elsewhere before it is
   *  refused with `store/busy` (default 5000 ms, REFEREE_STORE_BUSY_MS; on PostgreSQL its
   *  lock_timeout). */
  busyLimitMs?: number;
  /** Passed on to PRAGMA journal_size_limit: the WAL is cut back to this size whenever it
   *  restarts (default 64 MiB). */
  journalSizeLimit?: number;
  /** The connection's page cache, in MiB (PRAGMA cache_size; default 64, REFEREE_SQLITE_CACHE_MB). */
  cacheMb?: number;
}

/** SQLite's own default is 2 MiB: a few hundred pages, where each command's commit reads the
 *  log's key index at its game's leaf, the game's row (the foreign key) and its lease (the
 *  fence), for hundreds of games in play. Pages the cache has lost are read again through
 *  the operating system in the commit, on the event loop: in a scratch test of 276 paced
 *  commits a second over 250 games (a 14 MB file), p50 0.24-0.30 ms with 2 MiB against
 *  0.22-0.23 ms with 64 MiB (docs/benchmarks.md, twelfth session; in the server benchmark the
 *  difference does not show through its noise). The memory is taken only as pages are read, at
 *  most the file's size. */
const DEFAULT_CACHE_MB = 64;

const BUSY = /^SQLITE_(BUSY|LOCKED)/;

function isBusy(err: unknown): boolean {
  return BUSY.test(String((err as { code?: unknown })?.code ?? ''));
}

/** The SQLite error turned into a store error where it names a state an operator acts on. */
export function storeFailure(err: unknown): unknown {
  const code = String((err as { code?: unknown })?.code ?? '');
  if (code.startsWith('SQLITE_READONLY')) return new StoreError('store/read_only', `the database file cannot be written (${(err as Error).message})`);
  if (code.startsWith('SQLITE_FULL')) return new StoreError('store/full', `the disk holding the database is full (${(err as Error).message})`);
  return err;
}

export class SqliteDatabase implements Database {
  readonly kind = 'sqlite' as const;
  readonly raw: BetterSqlite3.Database;
  private readonly statements = new Map<string, BetterSqlite3.Statement>();
  private txTail: Promise<unknown> = Promise.resolve();
  /** Writes and transactions asked for through inTurn and not yet settled: while there are
   *  any, transactionNow leaves the connection to them (their order is kept). */
  private turnsPending = 0;
  private readonly turnSettled = (): void => {
    this.turnsPending--;
  };
  /** A transaction of this connection is open outside inTurn: transactionNow's, while its work
   *  runs, or one a failed ROLLBACK left open (kept until one succeeds). Every transaction
   *  begins here, so this answers what the driver's `inTransaction` would, without a call into
   *  native code on each command's commit (~5 µs of the loop a command, profiled cold in the
   *  server benchmark: docs/benchmarks.md, thirtieth session). */
  private openNow = false;
  private readonly busyLimitMs: number;
  /** Statements that met a lock and were retried (tests and benchmarks read it). */
  busyRetries = 0;

  constructor(
    readonly where: string,
    options: StoreOptions = {},
  ) {
    if (where !== ':memory:') mkdirSync(dirname(where), { recursive: true });
    this.busyLimitMs = options.busyLimitMs ?? 5000;
    const db = new BetterSqlite3(where);
    db.pragma('busy_timeout = 0');
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma(`journal_size_limit = ${options.journalSizeLimit ?? 64 * 1024 * 1024}`);
    // A negative cache_size is in KiB.
    db.pragma(`cache_size = ${-Math.round((options.cacheMb ?? DEFAULT_CACHE_MB) * 1024)}`);
    // Checkpoints run in a worker of their own (checkpointer.ts), never inside a commit.
    db.pragma('wal_autocheckpoint = 0');
    this.raw = db;
  }

  private statement(sql: string): BetterSqlite3.Statement {
    let s = this.statements.get(sql);
    if (!s) {
      s = this.raw.prepare(sql);
      this.statements.set(sql, s);
    }
    return s;
  }

  /** Runs `work` now; if it meets a lock, again on a timer until the limit (never a
   *  synchronous wait). */
  private async retrying<T>(work: () => T): Promise<T> {
    const deadline = performance.now() + this.busyLimitMs;
    for (let wait = 1; ; wait = Math.min(wait * 2, 25)) {
      try {
        return work();
      } catch (err) {
        if (!isBusy(err)) throw storeFailure(err);
        if (performance.now() >= deadline)
          throw new StoreError('store/busy', `the database is locked by another process or connection, and stayed locked for ${this.busyLimitMs} ms; nothing was written, try again`);
        this.busyRetries++;
        await sleep(wait);
      }
    }
  }

  /** Reads run at once (WAL readers never wait for the writer); writes wait their turn
   *  behind the transactions of this connection, so that a write can never land inside
   *  another caller's open transaction (and be rolled back with it). Made once: every
   *  statement outside a transaction goes through it. */
  private readonly directSql: Sql = {
    all: <T>(sql: string, params: readonly unknown[] = []) => this.retrying(() => this.statement(sql).all(...params) as T[]),
    get: <T>(sql: string, params: readonly unknown[] = []) => this.retrying(() => this.statement(sql).get(...params) as T | undefined),
    run: (sql, params = []) => this.inTurn(() => this.retrying(() => this.statement(sql).run(...params).changes)),
    runMany: (sql, rows) => this.inTurn(() => this.retrying(() => this.sqlNow.runMany(sql, rows))),
  };

  /** Inside a transaction every statement runs at once (the lock is held). One object for
   *  all transactions, made once (they run one at a time: inTurn), where one made per
   *  transaction cost each command's commit five closures. */
  private readonly txSql: Sql = {
    all: async <R>(sql: string, params: readonly unknown[] = []) => this.sqlNow.all<R>(sql, params),
    get: async <R>(sql: string, params: readonly unknown[] = []) => this.statement(sql).get(...params) as R | undefined,
    run: async (sql, params = []) => this.statement(sql).run(...params).changes,
    runMany: async (sql, rows) => this.sqlNow.runMany(sql, rows),
  };

  /** Runs `work` after every write and transaction asked for before it. */
  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    this.turnsPending++;
    const run = this.txTail.then(work);
    this.txTail = run.then(this.turnSettled, this.turnSettled);
    return run;
  }

  /** The statements of a transaction run by transactionNow. */
  private readonly sqlNow: SqlNow = {
    all: <T>(sql: string, params: readonly unknown[] = []) => this.statement(sql).all(...params) as T[],
    runMany: (sql, rows) => {
      const s = this.statement(sql);
      for (const r of rows) s.run(...r);
    },
  };

  /** Whether another write or transaction of this connection is queued or open: then nothing
   *  runs now (transactionNow, runNow), so the order of writes is kept and no statement lands
   *  inside another caller's transaction. */
  private othersUnderWay(): boolean {
    return this.turnsPending > 0 || this.openNow;
  }

  /** Rolls back whatever transaction is open after a failure; notes one still open (the
   *  ROLLBACK failed too) so that nothing runs inside it. */
  private rollBack(): void {
    try {
      if (this.raw.inTransaction) this.raw.exec('ROLLBACK');
    } finally {
      this.openNow = this.raw.inTransaction;
    }
  }

  /** One transaction, now, on the event loop: what the log writer does for each command's
   *  append. Prepared BEGIN IMMEDIATE and COMMIT, and no promise between the statements:
   *  going through `transaction` cost each command ~80 µs of the loop in promises and
   *  closures and a parse of BEGIN and COMMIT (docs/benchmarks.md, seventh session). It steps
   *  aside (null, nothing done) while another write or transaction of this connection is
   *  queued or open, so the order of writes is kept and no statement lands inside another
   *  caller's transaction, and when another process holds the write lock (SQLITE_BUSY at
   *  BEGIN): the caller then goes through `transaction`, which waits for the lock on a timer. */
  transactionNow<T>(work: (tx: SqlNow) => T): { value: T } | null {
    if (this.othersUnderWay()) return null;
    try {
      this.statement('BEGIN IMMEDIATE').run();
    } catch (err) {
      if (isBusy(err)) return null;
      throw storeFailure(err);
    }
    this.openNow = true;
    try {
      const value = work(this.sqlNow);
      this.statement('COMMIT').run();
      this.openNow = false;
      return { value };
    } catch (err) {
      this.rollBack();
      throw storeFailure(err);
    }
  }

  /** One statement now, in autocommit: a transaction of its own, with no BEGIN and COMMIT to
   *  run around it. It steps aside as transactionNow does (another write or transaction of
   *  this connection under way, or the write lock held elsewhere: SQLITE_BUSY, and SQLite has
   *  then rolled the statement back, so nothing was written). In WAL mode a statement that
   *  reads before it writes (the log's fenced insert) fails with SQLITE_BUSY_SNAPSHOT rather
   *  than write on a read another process has changed since, so its check and its write are
   *  one, as under BEGIN IMMEDIATE. */
  runNow(sql: string, params: readonly unknown[]): { changes: number } | null {
    if (this.othersUnderWay()) return null;
    try {
      return { changes: this.statement(sql).run(...params).changes };
    } catch (err) {
      // An autocommit statement that fails is rolled back when it is reset; this is only the
      // belt to those braces, so that nothing half-done can stay open on the connection.
      this.rollBack();
      if (isBusy(err)) return null;
      throw storeFailure(err);
    }
  }

  all<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return this.directSql.all<T>(sql, params);
  }
  get<T = Row>(sql: string, params?: readonly unknown[]): Promise<T | undefined> {
    return this.directSql.get<T>(sql, params);
  }
  run(sql: string, params?: readonly unknown[]): Promise<number> {
    return this.directSql.run(sql, params);
  }
  runMany(sql: string, rows: readonly (readonly unknown[])[]): Promise<void> {
    return this.directSql.runMany(sql, rows);
  }

  /** One transaction at a time: BEGIN IMMEDIATE (retried while locked), the work, COMMIT.
   *  Inside the work every statement runs at once (the lock is held), so its awaits are
   *  microtasks and no other macrotask runs in the middle of it. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    return this.inTurn(async () => {
      await this.retrying(() => this.raw.exec('BEGIN IMMEDIATE'));
      try {
        const out = await work(this.txSql);
        this.raw.exec('COMMIT');
        return out;
      } catch (err) {
        this.rollBack();
        throw storeFailure(err);
      }
    });
  }

  exec(script: string): Promise<void> {
    return this.inTurn(() => this.retrying(() => void this.raw.exec(script)));
  }

  async close(): Promise<void> {
    await this.txTail;
    if (!this.raw.open) return;
    try {
      this.raw.pragma('wal_checkpoint(TRUNCATE)');
    } catch {
      // Another connection holds the database: the WAL is checkpointed by the next one.
    }
    this.raw.close();
  }
}
