// Durable appends, group-committed. Every append made during one event-loop turn, from any
// game, is written in one SQLite transaction (WAL, synchronous=FULL) right after that turn;
// each caller's promise resolves only once the transaction has committed (durable before
// anyone is told). WAL checkpoints run in a worker of their own (checkpointer.ts), so a
// commit never waits behind one.
//
// The commit runs on the event loop: a WAL append with its fsync takes ~0.5 ms here (p99
// ~3.5 ms). Committing in a worker thread instead kept the loop free during the fsync, but
// each batch then waited for two thread hops and for the batch in flight, on a machine whose
// two cores the worker shared with everything else: in the server benchmark, alternating
// the two, a command's time in the server (received → patched) had p99 18–38 ms committed
// here against 40–93 ms in the worker (docs/benchmarks.md).
import type { Db } from './database.js';
import type { LogEntry } from './log-chain.js';

interface Pending {
  entry: LogEntry;
  resolve: () => void;
  reject: (err: Error) => void;
}

export class LogWriter {
  private queue: Pending[] = [];
  private scheduled = false;
  private closed = false;
  private readonly write: (entries: LogEntry[]) => void;
  /** Appends written so far (for benchmarks). */
  written = 0;
  /** Transactions committed so far. */
  batches = 0;
  /** How long each transaction took (write + fsync), in ms, when recording (benchmarks set
   *  it to an array). */
  commitTimes: number[] | null = null;

  constructor(private readonly db: Db) {
    const insert = db.prepare('INSERT INTO log (game_id, seq, at, kind, actor, body, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    this.write = db.transaction((entries: LogEntry[]) => {
      for (const e of entries) insert.run(e.gameId, e.seq, e.at, e.kind, e.actor, e.body, e.prevHash, e.hash);
    });
  }

  append(entry: LogEntry): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the log is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ entry, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  /** Commits everything queued in one transaction; a failure refuses the whole batch (the
   *  transaction rolled back, so none of it is in the log). */
  private flush(): void {
    this.scheduled = false;
    const batch = this.queue.splice(0);
    if (batch.length === 0) return;
    const t0 = performance.now();
    try {
      this.write(batch.map((p) => p.entry));
    } catch (err) {
      for (const p of batch) p.reject(err instanceof Error ? err : new Error(String(err)));
      return;
    }
    this.commitTimes?.push(performance.now() - t0);
    this.written += batch.length;
    this.batches++;
    for (const p of batch) p.resolve();
  }

  /** Commits what is queued, then refuses further appends. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.flush();
  }

  /** All entries of a game, in order. */
  read(gameId: string): LogEntry[] {
    return (this.db.prepare('SELECT game_id, seq, at, kind, actor, body, prev_hash, hash FROM log WHERE game_id = ? ORDER BY seq').all(gameId) as Record<string, unknown>[]).map(rowToEntry);
  }
}

export function rowToEntry(r: Record<string, unknown>): LogEntry {
  return { gameId: r.game_id as string, seq: r.seq as number, at: r.at as number, kind: r.kind as LogEntry['kind'], actor: r.actor as string, body: r.body as string, prevHash: r.prev_hash as string, hash: r.hash as string };
}
