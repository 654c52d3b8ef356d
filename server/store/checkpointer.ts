// WAL checkpoints off the write path. With synchronous=FULL, SQLite's automatic checkpoint
// runs inside a commit and fsyncs the database file, stalling every waiting command for that
// long; so automatic checkpoints are off (database.ts, log-writer.ts) and a worker thread with
// its own connection runs a PASSIVE checkpoint (which never blocks the writer) every few
// seconds.
import { Worker } from 'node:worker_threads';

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (err) { parentPort.postMessage({ error: String(err) }); }
}, workerData.everyMs);
parentPort.on('message', () => { clearInterval(timer); db.close(); parentPort.postMessage({ closed: true }); });
`;

export interface Checkpointer {
  stop(): Promise<void>;
}

export function startCheckpointer(file: string, everyMs = 2000): Checkpointer {
  const driver = new URL(import.meta.resolve('better-sqlite3')).pathname;
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, everyMs, driver } });
  worker.unref();
  return {
    stop: () =>
      new Promise((resolve) => {
        worker.once('message', () => void worker.terminate().then(() => resolve()));
        worker.postMessage('stop');
      }),
  };
}
