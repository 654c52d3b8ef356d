// Durable appends, batched: every append made during one event-loop turn, from any game,
// is written in one SQLite transaction; each caller's promise resolves only once that
// transaction has committed (durable before anyone is told).
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
  private readonly insert;
  private readonly writeBatch;
  /** Appends written so far (for benchmarks). */
  written = 0;
  /** Transactions committed so far. */
  batches = 0;

  constructor(private readonly db: Db) {
    this.insert = db.prepare('INSERT INTO log (game_id, seq, at, kind, actor, body, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    this.writeBatch = db.transaction((entries: LogEntry[]) => {
      for (const e of entries) this.insert.run(e.gameId, e.seq, e.at, e.kind, e.actor, e.body, e.prevHash, e.hash);
    });
  }

  append(entry: LogEntry): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ entry, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const batch = this.queue.splice(0);
    if (batch.length === 0) return;
    try {
      this.writeBatch(batch.map((p) => p.entry));
      this.written += batch.length;
      this.batches++;
      for (const p of batch) p.resolve();
    } catch (err) {
      for (const p of batch) p.reject(err as Error);
    }
  }

  /** All entries of a game, in order. */
  read(gameId: string): LogEntry[] {
    return (this.db.prepare('SELECT game_id, seq, at, kind, actor, body, prev_hash, hash FROM log WHERE game_id = ? ORDER BY seq').all(gameId) as Record<string, unknown>[]).map(rowToEntry);
  }
}

export function rowToEntry(r: Record<string, unknown>): LogEntry {
  return { gameId: r.game_id as string, seq: r.seq as number, at: r.at as number, kind: r.kind as LogEntry['kind'], actor: r.actor as string, body: r.body as string, prevHash: r.prev_hash as string, hash: r.hash as string };
}
