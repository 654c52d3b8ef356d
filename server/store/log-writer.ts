// Durable appends, batched and off the event loop. Every append made during one event-loop
// turn, from any game, goes to a worker thread that writes them in one SQLite transaction
// (WAL, synchronous=FULL) on its own connection; each caller's promise resolves only once
// that transaction has committed (durable before anyone is told). The fsync waits in the
// worker, so the other rooms keep playing meanwhile. WAL checkpoints run in yet another
// worker (checkpointer.ts), so a commit never waits behind one.
import { Worker } from 'node:worker_threads';
import type { Db } from './database.js';
import type { LogEntry } from './log-chain.js';

interface Pending {
  entry: LogEntry;
  resolve: () => void;
  reject: (err: Error) => void;
}

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = 5000');
db.pragma('wal_autocheckpoint = 0');
const insert = db.prepare('INSERT INTO log (game_id, seq, at, kind, actor, body, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
const write = db.transaction((entries) => { for (const e of entries) insert.run(e.gameId, e.seq, e.at, e.kind, e.actor, e.body, e.prevHash, e.hash); });
parentPort.on('message', (m) => {
  if (m.close) { db.close(); parentPort.postMessage({ closed: true }); return; }
  try { const t0 = performance.now(); write(m.entries); parentPort.postMessage({ batch: m.batch, ms: performance.now() - t0 }); }
  catch (err) { parentPort.postMessage({ batch: m.batch, error: String(err && err.message || err) }); }
});
`;

export class LogWriter {
  private queue: Pending[] = [];
  private scheduled = false;
  private readonly inflight = new Map<number, Pending[]>();
  private nextBatch = 1;
  private readonly worker: Worker;
  private closed = false;
  /** Appends written so far (for benchmarks). */
  written = 0;
  /** Transactions committed so far. */
  batches = 0;
  /** How long each transaction took in the worker (write + fsync), in ms, when recording
   *  (benchmarks set it to an array). */
  commitTimes: number[] | null = null;

  constructor(private readonly db: Db, file: string) {
    const driver = new URL(import.meta.resolve('better-sqlite3')).pathname;
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver } });
    this.worker.on('message', (m: { batch?: number; error?: string; ms?: number }) => {
      if (m.batch === undefined) return;
      const batch = this.inflight.get(m.batch) ?? [];
      this.inflight.delete(m.batch);
      if (m.error) {
        for (const p of batch) p.reject(new Error(m.error));
        return;
      }
      this.written += batch.length;
      this.batches++;
      if (m.ms !== undefined) this.commitTimes?.push(m.ms);
      for (const p of batch) p.resolve();
      // Group commit: what queued while this batch was being made durable goes next, in one
      // transaction, so commands waiting behind a slow fsync share the following one.
      if (this.queue.length > 0) this.flush();
    });
    this.worker.on('error', (err) => this.failAll(err));
    this.worker.on('exit', () => this.failAll(new Error('the log writer stopped')));
  }

  private failAll(err: Error): void {
    for (const batch of this.inflight.values()) for (const p of batch) p.reject(err);
    this.inflight.clear();
    for (const p of this.queue.splice(0)) p.reject(err);
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

  private flush(): void {
    this.scheduled = false;
    if (this.inflight.size > 0 || this.queue.length === 0) return;
    const batch = this.queue.splice(0);
    const id = this.nextBatch++;
    this.inflight.set(id, batch);
    this.worker.postMessage({ batch: id, entries: batch.map((p) => p.entry) });
  }

  /** Waits for every append in flight, then stops the writer. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.flush();
    while (this.inflight.size > 0 || this.queue.length > 0) await new Promise((r) => setTimeout(r, 2));
    await new Promise<void>((resolve) => {
      this.worker.once('message', () => resolve());
      this.worker.postMessage({ close: true });
    });
    this.worker.removeAllListeners('exit');
    await this.worker.terminate();
  }

  /** All entries of a game, in order. */
  read(gameId: string): LogEntry[] {
    return (this.db.prepare('SELECT game_id, seq, at, kind, actor, body, prev_hash, hash FROM log WHERE game_id = ? ORDER BY seq').all(gameId) as Record<string, unknown>[]).map(rowToEntry);
  }
}

export function rowToEntry(r: Record<string, unknown>): LogEntry {
  return { gameId: r.game_id as string, seq: r.seq as number, at: r.at as number, kind: r.kind as LogEntry['kind'], actor: r.actor as string, body: r.body as string, prevHash: r.prev_hash as string, hash: r.hash as string };
}
