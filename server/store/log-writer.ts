// Durable appends, group-committed. Each caller's promise resolves only once the transaction
// holding its entry has committed (SQLite: WAL, synchronous=FULL; PostgreSQL:
// synchronous_commit=on): durable before anyone is told. One batch is in flight at a time:
// appends made meanwhile wait for the next one, so on a slow commit the batches grow instead
// of queueing up.
//
// When a batch starts: the first append of an event-loop turn is committed at once, right
// after the handler that made it (a microtask), with whatever that handler appended too; the
// appends made later in the same turn (the other sockets read in the same poll phase) are
// gathered and committed together at the turn's end (setImmediate). So a command never waits
// for the other rooms' handlers of its turn before its own fsync, and a turn costs at most two
// commits however many commands it reads. Before, every batch waited for the turn's end: in
// the server benchmark, the slowest 1% of commands spent 2.6-4.8 ms deciding and committing
// against 1.2-1.8 ms committed at once (docs/benchmarks.md, issue 18), while at its load
// (~1 command per 4 ms) 98% of the batches held one entry anyway. On SQLite that first append
// may be committed inside the handler itself (appendNow), which then needs no promise at all.
//
// On SQLite the commit itself runs on the event loop: a WAL append with its fsync takes
// ~0.5 ms here (p99 ~3.5 ms); a worker thread cost more in thread hops than it saved
// (docs/benchmarks.md). A lock held elsewhere is waited for on a timer, never on the loop
// (sqlite.ts).
//
// A commit whose answer was lost (PostgreSQL's connection gone while committing:
// `store/outcome_unknown`) is settled from the log before anyone hears of it: what the lost
// transaction wrote is there, what it did not is written now (complete). Only where even that
// cannot be done is the caller told the outcome is unknown; it settles it later the same way
// (GameSession). Told "nothing was written" about an entry that is in the log, a game would
// write its next entry at a place the log already holds, and be refused for ever.
import type { LogEntry } from './log-chain.js';
import { isStoreError, StoreError, type Database, type SqlNow } from './sql.js';

/** The check each batch makes in its transaction: a query for the batch's games, and what the
 *  rows it reads refuse. */
export interface LogFence {
  fenceQuery(entries: readonly LogEntry[]): { sql: string; params: readonly unknown[] };
  refusals(rows: readonly { game_id: string; owner: string }[]): ReadonlyMap<string, Error>;
  /** The same check as one SQL condition, true where it lets a game's entry be written (its
   *  `?`s bound to `allowsParams` of the game): the one-statement append of a lone entry puts it
   *  in the insert itself (LogWriter, commitNow). It must refuse exactly what `refusals`
   *  refuses: a refused entry is then written through the full check, which names the refusal. */
  readonly allows: string;
  allowsParams(gameId: string): readonly unknown[];
}

interface Pending {
  entry: LogEntry;
  resolve: () => void;
  reject: (err: Error) => void;
}

/** A batch nobody fences, or whose fence refused nothing (read only). */
export const NONE_REFUSED: ReadonlyMap<string, Error> = new Map();

/** An entry's log row, in INSERT_INTO's column order. */
function rowOf(e: LogEntry): unknown[] {
  return [e.gameId, e.seq, e.at, e.kind, e.actor, e.body, e.prevHash, e.hash];
}

/** The log rows of a batch's entries, but those of refused games. */
function rowsOf(entries: readonly LogEntry[], refused: ReadonlyMap<string, Error>): unknown[][] {
  const rows: unknown[][] = [];
  for (const e of entries) if (!refused.has(e.gameId)) rows.push(rowOf(e));
  return rows;
}

const INSERT_INTO = 'INSERT INTO log (game_id, seq, at, kind, actor, body, prev_hash, hash)';
const ROW_PARAMS = '?, ?, ?, ?, ?, ?, ?, ?';
const INSERT = `${INSERT_INTO} VALUES (${ROW_PARAMS})`;

/** A lone entry's insert with the fence's condition in it: written only where the fence
 *  allows, in one statement. */
const insertIf = (allows: string) => `${INSERT_INTO} SELECT ${ROW_PARAMS} WHERE ${allows}`;

export class LogWriter {
  private queue: Pending[] = [];
  private scheduled = false;
  /** A batch was started at once in this event-loop turn: later appends of the turn wait for
   *  its end (cleared by a setImmediate, which runs once the turn's I/O has been read). */
  private committedThisTurn = false;
  private inFlight: Promise<void> | null = null;
  private closed = false;
  /** Appends written so far (for benchmarks). */
  written = 0;
  /** Transactions committed so far. */
  batches = 0;
  /** How long each transaction took (write + fsync), in ms, when recording (benchmarks set
   *  it to an array). */
  commitTimes: number[] | null = null;
  /** Read inside each batch's transaction before its rows are written (the owner leases:
   *  lease.ts): the games whose entries are refused, each with its error; the rest of the
   *  batch is written. */
  fence: LogFence | null = null;

  constructor(private readonly db: Database) {}

  append(entry: LogEntry): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the log is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ entry, resolve, reject });
      this.schedule();
    });
  }

  /** The append committed now, inside its caller, where it would be this event-loop turn's
   *  first batch anyway (nothing queued or in flight, no batch yet this turn) and the store
   *  commits on the loop (SQLite's transactionNow): true once it is durable. False, with
   *  nothing done, where it cannot be: the caller then appends (append) and waits as any other.
   *  The fence's refusal of its game, or a failed transaction, is thrown, nothing written.
   *  It spares an accepted command the promises between its decision and its patch: each of
   *  them a microtask and an allocation on a loop that runs hundreds of rooms
   *  (docs/benchmarks.md, fourteenth session). Later appends of the turn still wait for its
   *  end and are committed together, as after a batch begun by append. */
  appendNow(entry: LogEntry): boolean {
    if (this.closed || this.scheduled || this.inFlight || this.committedThisTurn || this.queue.length > 0 || !this.db.transactionNow) return false;
    const t0 = performance.now();
    const now = this.commitNow([entry]);
    if (!now) return false;
    this.committedThisTurn = true;
    setImmediate(this.turnEnded);
    this.commitTimes?.push(performance.now() - t0);
    this.batches++;
    const refusal = now.value.get(entry.gameId);
    if (refusal) throw refusal;
    this.written++;
    return true;
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight) return;
    this.scheduled = true;
    if (this.committedThisTurn) {
      setImmediate(this.run);
      return;
    }
    this.committedThisTurn = true;
    setImmediate(this.turnEnded);
    queueMicrotask(this.run);
  }

  private readonly run = (): void => {
    this.scheduled = false;
    void this.flush();
  };

  private readonly turnEnded = (): void => {
    this.committedThisTurn = false;
  };

  /** Commits everything queued in one transaction; a failure refuses the whole batch (the
   *  transaction rolled back, so none of it is in the log). On SQLite the transaction runs
   *  at once, with no promise between its statements (transactionNow), unless the
   *  connection is busy with other work or another process holds the lock: then, as on
   *  PostgreSQL, through `transaction`. */
  private flush(): Promise<void> {
    if (this.inFlight) return this.inFlight;
    const batch = this.queue.splice(0);
    if (batch.length === 0) return Promise.resolve();
    const t0 = performance.now();
    const entries = batch.map((p) => p.entry);
    let now: { value: ReadonlyMap<string, Error> } | null;
    try {
      now = this.commitNow(entries);
    } catch (err) {
      this.failed(batch, err);
      return Promise.resolve();
    }
    if (now) {
      this.settled(batch, now.value, t0);
      return Promise.resolve();
    }
    this.inFlight = this.db
      .transaction(async (tx) => {
        const q = this.fence?.fenceQuery(entries);
        const refused = q ? this.fence!.refusals(await tx.all(q.sql, q.params)) : NONE_REFUSED;
        await tx.runMany(INSERT, rowsOf(entries, refused));
        return refused;
      })
      .then(
        (refused) => this.settled(batch, refused, t0),
        (err: unknown) => (isStoreError(err, 'store/outcome_unknown') ? this.settleUnknown(batch, err, t0) : this.failed(batch, err)),
      )
      .finally(() => {
        this.inFlight = null;
        if (this.queue.length > 0) this.schedule();
      });
    return this.inFlight;
  }

  /** A batch committed now, on the loop (SQLite), with its refusals; null where it cannot be
   *  (nothing done: the caller goes through `transaction`). A lone entry, nearly every batch
   *  at the server's load, is one statement, its insert with the fence's condition in it
   *  (runNow): with the caches cold, as in the server, that cost ~80 µs where BEGIN IMMEDIATE,
   *  the fence's read, the insert and COMMIT cost ~100-120 (docs/benchmarks.md,
   *  twenty-fifth session). Where the fence's condition leaves it unwritten, the full
   *  transaction runs after all: its read names the refusal (and if the lease changed hands
   *  in between, it writes the entry). */
  private commitNow(entries: readonly LogEntry[]): { value: ReadonlyMap<string, Error> } | null {
    if (entries.length === 1 && this.db.runNow) {
      const e = entries[0]!;
      const fence = this.fence;
      const row = rowOf(e);
      if (fence) for (const p of fence.allowsParams(e.gameId)) row.push(p);
      const ran = this.db.runNow(fence ? this.fencedInsert(fence) : INSERT, row);
      if (!ran) return null;
      if (ran.changes === 1) return { value: NONE_REFUSED };
    }
    return this.db.transactionNow?.((tx) => this.writeNow(tx, entries)) ?? null;
  }

  /** The fenced insert's SQL, made once per fence (the statement cache is keyed by it). */
  private fencedInsertOf: { fence: LogFence; sql: string } | null = null;
  private fencedInsert(fence: LogFence): string {
    if (this.fencedInsertOf?.fence !== fence) this.fencedInsertOf = { fence, sql: insertIf(fence.allows) };
    return this.fencedInsertOf.sql;
  }

  /** A batch's statements in a transaction run now (transactionNow): the fence's read, then the
   *  rows of the games it does not refuse; gives the refusals. */
  private writeNow(tx: SqlNow, entries: readonly LogEntry[]): ReadonlyMap<string, Error> {
    const q = this.fence?.fenceQuery(entries);
    const refused = q ? this.fence!.refusals(tx.all(q.sql, q.params)) : NONE_REFUSED;
    tx.runMany(INSERT, rowsOf(entries, refused));
    return refused;
  }

  /** The batch is committed (its refused entries left out): each caller hears its outcome. */
  private settled(batch: readonly Pending[], refused: ReadonlyMap<string, Error>, t0: number): void {
    this.commitTimes?.push(performance.now() - t0);
    this.batches++;
    for (const p of batch) this.heard(p, refused.get(p.entry.gameId));
  }

  /** One caller told its entry's outcome: written (no refusal), or refused. */
  private heard(p: Pending, refusal: Error | null | undefined): void {
    if (refusal) p.reject(refusal);
    else {
      this.written++;
      p.resolve();
    }
  }

  private failed(batch: readonly Pending[], err: unknown): void {
    for (const p of batch) p.reject(err instanceof Error ? err : new Error(String(err)));
  }

  /** A batch whose commit's answer was lost, settled from the log (complete) while it is still
   *  the batch in flight, so no later batch is written before it; where the log cannot be read
   *  either, each caller hears `store/outcome_unknown`. */
  private async settleUnknown(batch: readonly Pending[], err: StoreError, t0: number): Promise<void> {
    let outcomes: ReadonlyMap<LogEntry, Error | null>;
    try {
      outcomes = await this.complete(batch.map((p) => p.entry));
    } catch {
      return this.failed(batch, err);
    }
    this.commitTimes?.push(performance.now() - t0);
    this.batches++;
    for (const p of batch) this.heard(p, outcomes.get(p.entry));
  }

  /**
   * Entries whose commit's outcome is unknown, settled: in one transaction, the fence's read
   * (on PostgreSQL it locks the games' leases, as the lost transaction did, so it waits until
   * that one has ended, committed or rolled back), then each entry looked for in the log and
   * written if it is not there. Gives each entry's outcome: null, in the log now (once), or the
   * error refusing it (the fence's; or `store/chain_conflict`, another entry at its place).
   * Throws when the store cannot be reached: the outcome is still unknown.
   */
  async complete(entries: readonly LogEntry[]): Promise<ReadonlyMap<LogEntry, Error | null>> {
    return this.db.transaction(async (tx) => {
      const q = this.fence?.fenceQuery(entries);
      const refused = q ? this.fence!.refusals(await tx.all(q.sql, q.params)) : NONE_REFUSED;
      const outcomes = new Map<LogEntry, Error | null>();
      const missing: LogEntry[] = [];
      for (const e of entries) {
        const there = await tx.get<{ hash: string }>('SELECT hash FROM log WHERE game_id = ? AND seq = ?', [e.gameId, e.seq]);
        if (there?.hash === e.hash) outcomes.set(e, null);
        else if (there) outcomes.set(e, new StoreError('store/chain_conflict', `entry ${e.seq} of game ${e.gameId} is already in the log with another content; nothing was written`));
        else if (refused.has(e.gameId)) outcomes.set(e, refused.get(e.gameId)!);
        else {
          missing.push(e);
          outcomes.set(e, null);
        }
      }
      if (missing.length > 0) await tx.runMany(INSERT, rowsOf(missing, NONE_REFUSED));
      return outcomes;
    });
  }

  /** Commits what is queued, then refuses further appends. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    while (this.inFlight || this.queue.length > 0) await (this.inFlight ?? this.flush());
  }

  /** All entries of a game, in order. */
  async read(gameId: string): Promise<LogEntry[]> {
    return (await this.db.all('SELECT game_id, seq, at, kind, actor, body, prev_hash, hash FROM log WHERE game_id = ? ORDER BY seq', [gameId])).map(rowToEntry);
  }
}

export function rowToEntry(r: Record<string, unknown>): LogEntry {
  return { gameId: r.game_id as string, seq: Number(r.seq), at: Number(r.at), kind: r.kind as LogEntry['kind'], actor: r.actor as string, body: r.body as string, prevHash: r.prev_hash as string, hash: r.hash as string };
}
