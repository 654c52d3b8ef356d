// The one interface everything the referee persists goes through (issue 18): a small SQL
// surface, asynchronous because PostgreSQL's client is, with two implementations: SQLite
// (sqlite.ts, the default: one file in DATA_DIR) and PostgreSQL (postgres.ts, chosen by
// DATABASE_URL). Queries are written once, in the SQL both understand, with `?` placeholders
// (the PostgreSQL side numbers them). Rooms and HTTP routes never see this: they call the
// store (store.ts), the tournament store and the link ledger, which are written against it.

export type Row = Record<string, unknown>;

export interface Sql {
  /** Every row of a query. */
  all<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** The first row, or undefined. */
  get<T = Row>(sql: string, params?: readonly unknown[]): Promise<T | undefined>;
  /** A statement; how many rows it changed. */
  run(sql: string, params?: readonly unknown[]): Promise<number>;
  /** One statement run once per row of parameters (a batch of inserts). */
  runMany(sql: string, rows: readonly (readonly unknown[])[]): Promise<void>;
}

export type StoreKind = 'sqlite' | 'postgres';

/** The statements of a transaction run at once (SQLite's synchronous driver). */
export interface SqlNow {
  all<T = Row>(sql: string, params?: readonly unknown[]): T[];
  runMany(sql: string, rows: readonly (readonly unknown[])[]): void;
}

export interface Database extends Sql {
  readonly kind: StoreKind;
  /** Where the data is, with no password in it (for logs and /healthz). */
  readonly where: string;
  /** Runs `work` in one transaction: all of it is committed (durably: SQLite
   *  synchronous=FULL, PostgreSQL synchronous_commit=on) or none of it. Transactions of one
   *  Database run one at a time. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  /** SQLite only: runs `work` in one transaction right now, with no promise in between, when
   *  nothing else of this connection is under way and the write lock is free; null when it
   *  cannot start now (nothing was done: use `transaction`). The log writer commits each
   *  command this way (log-writer.ts). */
  transactionNow?<T>(work: (tx: SqlNow) => T): { value: T } | null;
  /** SQLite only: one statement right now, as a transaction of its own (autocommit: durable
   *  as `transaction` is), on the same terms as transactionNow; how many rows it changed, or
   *  null when it cannot run now (nothing was done). The log writer appends a lone entry this
   *  way: one statement instead of four (log-writer.ts). */
  runNow?(sql: string, params: readonly unknown[]): { changes: number } | null;
  /** A script of several statements (migrations, and tests that inject faults). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
}

/** A storage failure with a stable `store/…` code and a sentence (docs/protocol.md). */
export class StoreError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}

export function isStoreError(err: unknown, code?: string): err is StoreError {
  return err instanceof StoreError && (code === undefined || err.code === code);
}

/** An error's code as the store or its driver names it: a StoreError's (`store/lease_lost`,
 *  `store/outcome_unknown`, …), else the driver's (SQLite's `SQLITE_FULL`, PostgreSQL's
 *  SQLSTATE), else `unknown`. Few and fixed, so fit to label a metric by (/metrics). */
export function storeCodeOf(err: unknown): string {
  const code = (err as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' && code.length > 0 ? code.slice(0, 40) : 'unknown';
}

/** The lists made so far, by length: the log writer's fence asks for one with every batch. */
const placeholderLists: string[] = [];

/** `?, ?, …` for `n` parameters: an IN list. */
export function placeholders(n: number): string {
  let list = placeholderLists[n];
  if (list === undefined) {
    list = Array.from({ length: n }, () => '?').join(', ');
    if (n <= 1024) placeholderLists[n] = list;
  }
  return list;
}
