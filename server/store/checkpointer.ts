// WAL checkpoints off the write path (SQLite only). With synchronous=FULL, SQLite's automatic
// checkpoint runs inside a commit and fsyncs the database file, stalling every waiting
// command for that long; so automatic checkpoints are off (sqlite.ts) and a worker thread
// with its own connection checkpoints four times a second:
//  - PASSIVE each time: copies what it can, never waits, never blocks the writer;
//  - TRUNCATE when the WAL has grown past `truncateOverBytes`: a PASSIVE checkpoint never
//    shrinks the file (issue 17, item 3: 489 MB of WAL beside a 111 MB database), TRUNCATE
//    cuts it to zero once every frame is in the database. It waits at most `truncateWaitMs`
//    (in this thread) for readers and the writer; meanwhile the main connection's writes
//    meet the lock and retry on a timer, never blocking the event loop (sqlite.ts). If it
//    cannot finish, the next round tries again. `journal_size_limit` bounds the file too
//    whenever the WAL restarts.
// Why so often (it was every 2 s until 2026-11-26): a checkpoint writes the WAL's pages into
// the database file and fsyncs it, and on ext4 a commit's own fsync of the WAL waits for that
// writeback; a small checkpoint is a short wait. A checkpoint that catches up between two
// commits also lets the next commit restart the WAL at its start, overwriting frames in place,
// where a growing WAL makes every commit's fsync change the file's size too. At the server
// benchmark's rate (276 commits/s, one process, synchronous=FULL) a commit took p50 0.9-1.1 ms,
// p99 2.3-3.0 ms, max 35-57 ms with a checkpoint every 2 s (the WAL reached 16 MB and was
// truncated every ~6 s), and p50 0.5-0.7 ms, p99 1.2-1.6 ms, max 8-14 ms every 250 ms, where it
// never grew to be truncated (docs/benchmarks.md, ninth session).
import { Worker } from 'node:worker_threads';

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { statSync } = require('node:fs');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('journal_size_limit = ' + workerData.journalSizeLimit);
const walSize = () => { try { return statSync(workerData.file + '-wal').size; } catch { return 0; } };
const timer = setInterval(() => {
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('wal_checkpoint(PASSIVE)');
    if (walSize() > workerData.truncateOverBytes) {
      db.pragma('busy_timeout = ' + workerData.truncateWaitMs);
      const [r] = db.pragma('wal_checkpoint(TRUNCATE)');
      parentPort.postMessage({ truncated: r.busy === 0, wal: walSize() });
    }
  } catch (err) { parentPort.postMessage({ error: String(err) }); }
}, workerData.everyMs);
parentPort.on('message', () => { clearInterval(timer); db.close(); parentPort.postMessage({ closed: true }); });
`;

export interface CheckpointerOptions {
  everyMs?: number;
  /** TRUNCATE once the WAL is larger than this (default 16 MiB). */
  truncateOverBytes?: number;
  /** How long TRUNCATE may wait for readers and the writer (default 200 ms, in the worker). */
  truncateWaitMs?: number;
  journalSizeLimit?: number;
}

export interface Checkpointer {
  /** Rounds whose TRUNCATE finished, and the WAL's size after the last one (tests read it). */
  readonly truncations: number;
  stop(): Promise<void>;
}

export function startCheckpointer(file: string, options: CheckpointerOptions = {}): Checkpointer {
  const driver = new URL(import.meta.resolve('better-sqlite3')).pathname;
  const workerData = {
    file,
    driver,
    everyMs: options.everyMs ?? 250,
    truncateOverBytes: options.truncateOverBytes ?? 16 * 1024 * 1024,
    truncateWaitMs: options.truncateWaitMs ?? 200,
    journalSizeLimit: options.journalSizeLimit ?? 64 * 1024 * 1024,
  };
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData });
  worker.unref();
  let truncations = 0;
  worker.on('message', (m: { truncated?: boolean }) => {
    if (m.truncated) truncations++;
  });
  return {
    get truncations() {
      return truncations;
    },
    stop: () =>
      new Promise((resolve) => {
        const done = (m: { closed?: boolean }) => {
          if (!m.closed) return;
          worker.off('message', done);
          void worker.terminate().then(() => resolve());
        };
        worker.on('message', done);
        worker.postMessage('stop');
      }),
  };
}
