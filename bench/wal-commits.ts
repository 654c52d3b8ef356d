// The durable append alone (`npm run bench -- wal`): the referee's own store and log writer
// (server/store: migrations, leases fencing each batch, WAL with synchronous=FULL, group
// commit) with its WAL checkpointer (store/checkpointer.ts), appending hash-chained entries for
// 250 games at the server benchmark's rate (276 a second, spread evenly), with no rooms, no
// network and no clients. Each append is timed from the call to its promise settling, that is
// until its transaction's fsync. One run for each checkpoint round asked (default the
// checkpointer's own and the 2 s it had until 2026-11-26), to measure what the checkpoints'
// writeback costs the commits (docs/benchmarks.md, ninth session). BENCH_WAL_SECONDS,
// BENCH_WAL_RATE, BENCH_WAL_ROUNDS_MS (comma-separated) and BENCH_DB_DIR scale and place it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeEntry, type LogEntry } from '../server/store/log-chain.js';
import { openStore } from '../server/store/open.js';
import { startCheckpointer } from '../server/store/checkpointer.js';
import { percentile } from './server.js';

export interface WalRun {
  everyMs: number;
  appends: number;
  p50: number;
  p99: number;
  p999: number;
  max: number;
  truncations: number;
}

/** A command's log body of about the referee's size (the server benchmark's commands: 250-450 bytes). */
const BODY = JSON.stringify({ command: { type: 'MoveUnit', unitId: 'a12', to: { col: 7, row: 5 } }, events: [{ type: 'UnitMoved', unitId: 'a12', from: { col: 7, row: 6 }, to: { col: 7, row: 5 }, path: [{ col: 7, row: 5 }] }, { type: 'LogNote', text: 'x'.repeat(160) }] });

async function oneRun(everyMs: number, options: { seconds: number; rate: number; games: number; dir: string }): Promise<WalRun> {
  const dir = mkdtempSync(join(options.dir, 'wal-bench-'));
  const file = join(dir, 'referee.sqlite');
  const store = await openStore(file);
  const checkpointer = startCheckpointer(file, { everyMs });
  try {
    const games: { id: string; last: LogEntry | null }[] = [];
    for (let g = 0; g < options.games; g++) {
      const id = `wal-bench-${g}`;
      await store.createGame({ id, createdAt: Date.now(), scenarioId: 'vellara-ford', scenarioName: 'The Fords of Vellara', players: 8, seed: `seed-${g}`, seedHash: 'h' }, [], { leased: true });
      games.push({ id, last: null });
    }
    const times: number[] = [];
    const pending: Promise<void>[] = [];
    const t0 = performance.now();
    const total = Math.round(options.seconds * options.rate);
    for (let i = 0; i < total; i++) {
      // Paced on the clock, one event-loop turn at a time, as commands arrive from sockets.
      const due = t0 + (i * 1000) / options.rate;
      while (performance.now() < due) await new Promise<void>((r) => setImmediate(r));
      const game = games[i % games.length]!;
      const entry = makeEntry(game.last, { gameId: game.id, at: Date.now(), kind: 'command', actor: 'south:left', body: BODY });
      game.last = entry;
      const a = performance.now();
      pending.push(store.log.append(entry).then(() => void times.push(performance.now() - a)));
    }
    await Promise.all(pending);
    times.sort((x, y) => x - y);
    return { everyMs, appends: times.length, p50: percentile(times, 50), p99: percentile(times, 99), p999: percentile(times, 99.9), max: percentile(times, 100), truncations: checkpointer.truncations };
  } finally {
    await checkpointer.stop();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runWalBench(log: (line: string) => void = console.log, options: Partial<{ seconds: number; rate: number; games: number; roundsMs: number[] }> = {}): Promise<WalRun[]> {
  const seconds = options.seconds ?? Number(process.env.BENCH_WAL_SECONDS ?? 20);
  const rate = options.rate ?? Number(process.env.BENCH_WAL_RATE ?? 276);
  const games = options.games ?? 250;
  const roundsMs = options.roundsMs ?? (process.env.BENCH_WAL_ROUNDS_MS ?? '250,2000').split(',').map(Number);
  const dir = process.env.BENCH_DB_DIR ?? tmpdir();
  log(`wal: ${rate} durable appends a second for ${seconds} s over ${games} games (the referee's store and log writer, no rooms), once for each WAL checkpoint round (${roundsMs.join(' and ')} ms), in ${dir}`);
  const runs: WalRun[] = [];
  for (const everyMs of roundsMs) {
    const r = await oneRun(everyMs, { seconds, rate, games, dir });
    runs.push(r);
    log(`  checkpoint every ${everyMs} ms: an append until durable p50 ${r.p50} ms, p99 ${r.p99} ms, p99.9 ${r.p999} ms, max ${r.max} ms (${r.appends} appends; the WAL truncated ${r.truncations} times)`);
  }
  return runs;
}
