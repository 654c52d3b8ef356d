// The PostgreSQL store (`pg`), chosen by DATABASE_URL=postgres://… (issue 18). Every
// connection runs with synchronous_commit=on, so a transaction that returned is on the
// server's disk (its WAL flushed) before any client is told. A `schema` parameter in the URL
// (`…/referee?schema=club`) keeps the referee's tables in that schema (created if missing):
// the tests give each referee its own schema in one database made for the run.
import pg from 'pg';
import { StoreError, type Database, type Row, type Sql } from './sql.js';

/** `?` placeholders numbered `$1, $2, …` (our SQL has no `?` inside literals). */
export function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/** The URL with its password replaced by `***` (`setting`: what to call an unreadable one). */
export function redacted(url: string, setting = 'DATABASE_URL'): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return `an unreadable ${setting}`;
  }
}

// BIGINT columns (times in ms, counts) come back as numbers: every one stays below 2^53.
const INT8 = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === INT8 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text'))) as typeof pg.types.getTypeParser,
};

type Queryable = pg.Pool | pg.PoolClient;

/** Connections a process opens to PostgreSQL at most (DATABASE_POOL_MAX). */
export const DEFAULT_POOL_MAX = 8;
/** Connections a referee process keeps open however idle (DATABASE_POOL_WARM). */
export const DEFAULT_POOL_WARM = 4;

/** A process's connections to PostgreSQL. `warm`: how many are opened at start and kept open
 *  however idle (DATABASE_POOL_WARM; the others close after 10 s idle). A burst (a dead
 *  process's games and seats all coming to this one) then finds them open: each new connection
 *  is a server process started, 50-90 ms of the database server's CPU, at the moment it has
 *  least to spare (docs/benchmarks.md, "Cluster"). */
export interface PoolOptions {
  max?: number;
  warm?: number;
  /** How long a connection above `warm` stays open idle (default 10 s). */
  idleMs?: number;
  /** How long a statement may go unanswered before it is given up and its connection closed
   *  (REFEREE_STORE_QUERY_TIMEOUT_MS, default DEFAULT_QUERY_TIMEOUT_MS); the server, likewise,
   *  ends a transaction of the referee's left idle that long. */
  queryTimeoutMs?: number;
}

/** A statement unanswered this long is given up (PoolOptions.queryTimeoutMs). A network that
 *  goes silent without closing anything (a partition, a dead NAT entry) would otherwise hold
 *  the transaction in flight for ever, and every game's appends behind it. Far above any of the
 *  referee's own statements (milliseconds) and above the lock wait (lock_timeout), so that only
 *  a server that does not answer at all reaches it. */
export const DEFAULT_QUERY_TIMEOUT_MS = 30_000;

/** A connection's settings from a store URL: its `schema` parameter taken out and set as the
 *  search_path; synchronous_commit on; lock_timeout (a statement that waits longer for a lock
 *  another session holds fails with 55P03, refused as `store/busy` like SQLite's). */
export function connectionConfig(url: string, lockTimeoutMs = 5000, queryTimeoutMs = DEFAULT_QUERY_TIMEOUT_MS): { config: pg.ClientConfig; schema: string | null } {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new StoreError('store/bad_url', 'DATABASE_URL is not a URL (postgres://user:password@host:5432/database)');
  }
  const schema = u.searchParams.get('schema');
  u.searchParams.delete('schema');
  if (schema !== null && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new StoreError('store/bad_url', `the schema "${schema}" in DATABASE_URL is not a plain lower-case name`);
  // idle_in_transaction_session_timeout: the server ends a transaction whose client went
  // silent (its COMMIT lost on the way), releasing its locks, which the next writer of those
  // games waits for (log-writer.ts, complete). TCP keep-alive finds a dead peer between queries.
  const options = ['-c synchronous_commit=on', `-c lock_timeout=${Math.round(lockTimeoutMs)}`, `-c idle_in_transaction_session_timeout=${Math.round(queryTimeoutMs)}`, ...(schema ? [`-c search_path=${schema}`] : [])].join(' ');
  return { config: { connectionString: u.toString(), options, types, connectionTimeoutMillis: 5000, query_timeout: Math.round(queryTimeoutMs), keepAlive: true, keepAliveInitialDelayMillis: 10_000 }, schema };
}

function sqlOn(q: Queryable): Sql {
  const query = async (sql: string, params: readonly unknown[]) => {
    try {
      return await q.query(numbered(sql), params as unknown[]);
    } catch (err) {
      throw failure(err);
    }
  };
  return {
    all: async <T>(sql: string, params: readonly unknown[] = []) => (await query(sql, params)).rows as T[],
    get: async <T>(sql: string, params: readonly unknown[] = []) => (await query(sql, params)).rows[0] as T | undefined,
    run: async (sql, params = []) => (await query(sql, params)).rowCount ?? 0,
    runMany: async (sql, rows) => {
      const values = /^(INSERT INTO .+ VALUES )(\((?:\?, )*\?\))$/s.exec(sql);
      if (!values) {
        for (const r of rows) await query(sql, r);
        return;
      }
      // An INSERT of many rows is one statement of many VALUES lists (one round trip for a
      // whole log batch), in chunks under PostgreSQL's 65,535 parameters.
      const [, head, tuple] = values as unknown as [string, string, string];
      const perChunk = Math.max(1, Math.floor(60_000 / Math.max(1, rows[0]?.length ?? 1)));
      for (let i = 0; i < rows.length; i += perChunk) {
        const chunk = rows.slice(i, i + perChunk);
        await query(head + chunk.map(() => tuple).join(', '), chunk.flat());
      }
    },
  };
}

/** PostgreSQL's errors that name a state an operator acts on, as store errors. */
function failure(err: unknown): unknown {
  const code = String((err as { code?: unknown })?.code ?? '');
  if (code === '25006') return new StoreError('store/read_only', `the database refuses writes (${(err as Error).message})`);
  if (code === '55P03') return new StoreError('store/busy', `the database is locked by another session past the lock timeout; nothing was written, try again (${(err as Error).message})`);
  if (code === '53100') return new StoreError('store/full', `the database server's disk is full (${(err as Error).message})`);
  return err;
}

export class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  readonly where: string;
  private readonly direct: Sql;
  private txTail: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly pool: pg.Pool,
    url: string,
  ) {
    this.where = redacted(url);
    this.direct = sqlOn(pool);
  }

  /** Connects (a clear `store/unreachable` when it cannot) and makes the schema if asked;
   *  opens `pool.warm` connections at once and keeps them open (see PoolOptions). */
  static async open(url: string, lockTimeoutMs = 5000, poolOptions: PoolOptions = {}): Promise<PostgresDatabase> {
    const { config, schema } = connectionConfig(url, lockTimeoutMs, poolOptions.queryTimeoutMs);
    const max = poolOptions.max ?? DEFAULT_POOL_MAX;
    const warm = Math.min(max, poolOptions.warm ?? 0);
    const pool = new pg.Pool({ ...config, max, min: warm, idleTimeoutMillis: poolOptions.idleMs ?? 10_000 });
    // An idle connection the server dropped must not crash the process: the next query
    // opens another.
    pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
    try {
      if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      else await pool.query('SELECT 1');
      // All at once, then back to the pool, which keeps them (its `min`).
      const clients = await Promise.all(Array.from({ length: warm }, () => pool.connect()));
      for (const c of clients) c.release();
    } catch (err) {
      await pool.end().catch(() => undefined);
      throw new StoreError('store/unreachable', `cannot reach PostgreSQL at ${redacted(url)}: ${(err as Error).message || String(err)}. Is DATABASE_URL right and the server running?`);
    }
    return new PostgresDatabase(pool, url);
  }

  /** The connections open now, and how many of them are idle (GET /metrics). */
  connections(): { open: number; idle: number } {
    return { open: this.pool.totalCount, idle: this.pool.idleCount };
  }

  /** Called each time the pool opens or closes a connection (tests). */
  onConnection(listener: (what: 'opened' | 'closed') => void): void {
    this.pool.on('connect', () => listener('opened'));
    this.pool.on('remove', () => listener('closed'));
  }

  all<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return this.direct.all<T>(sql, params);
  }
  get<T = Row>(sql: string, params?: readonly unknown[]): Promise<T | undefined> {
    return this.direct.get<T>(sql, params);
  }
  run(sql: string, params?: readonly unknown[]): Promise<number> {
    return this.direct.run(sql, params);
  }
  runMany(sql: string, rows: readonly (readonly unknown[])[]): Promise<void> {
    return this.transaction((tx) => tx.runMany(sql, rows));
  }

  /** One transaction on one connection of the pool. Transactions of this process run one at
   *  a time, as on SQLite, so the order of commits is the order they were asked in.
   *
   *  A connection lost while its COMMIT was on its way (the network, the server restarting)
   *  leaves the outcome unknown: the server may have committed and its answer been lost. That
   *  is `store/outcome_unknown`, never "nothing was written" (log-writer.ts reads back). A
   *  refusal the server itself sent (a PostgreSQL error) is a known outcome: rolled back. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    const run = this.txTail.then(async () => {
      let client: pg.PoolClient;
      try {
        client = await this.pool.connect();
      } catch (err) {
        throw new StoreError('store/unreachable', `cannot reach PostgreSQL at ${this.where}: ${(err as Error).message}`);
      }
      // A checked-out connection that drops emits 'error' on its client besides failing the
      // query in progress; with no listener that would end the process.
      let lost: Error | undefined;
      const onLost = (err: Error) => (lost = err);
      client.on('error', onLost);
      let committing = false;
      try {
        await client.query('BEGIN');
        const out = await work(sqlOn(client));
        committing = true;
        await client.query('COMMIT');
        return out;
      } catch (err) {
        const fromServer = err instanceof pg.DatabaseError;
        if (!fromServer) lost ??= err as Error;
        else await client.query('ROLLBACK').catch(() => undefined);
        if (committing && !fromServer) throw new StoreError('store/outcome_unknown', `the connection to PostgreSQL at ${this.where} was lost while committing, so whether it was written is not known yet (${(err as Error).message})`);
        throw failure(err);
      } finally {
        client.off('error', onLost);
        // A lost connection is closed, not handed to the next transaction; so is one whose
        // transaction failed otherwise than by the server's refusal (no ROLLBACK is sent on a
        // connection that may not answer: closing it rolls the transaction back on the server).
        client.release(lost);
      }
    });
    this.txTail = run.catch(() => undefined);
    return run;
  }

  async exec(script: string): Promise<void> {
    await this.pool.query(script);
  }

  async close(): Promise<void> {
    await this.txTail;
    await this.pool.end();
  }
}
