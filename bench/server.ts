// Server benchmark (issue 3): N rooms × 8 clients on loopback, one command per room per
// second plus bursts; latency from a command leaving a seat to the last of the 8 seats
// receiving its patch; the server's event-loop delay; memory per room; durable appends per
// second; the same load on a bare Colyseus room; and the time to restore the unfinished
// games from the log, as after a SIGKILL.
//
// The bare rooms live in the same server as the referee's rooms, and the two loads take
// turns in alternating phases (bare, referee, referee, bare, …): both see the same machine,
// so a busy moment does not land on one of them only. The clients run in a worker thread
// (bench/load-clients.ts), so their work stays off the server's event loop.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { matchMaker } from '@colyseus/core';
import { startReferee } from '../server/app.js';
import { BareRoom } from './bare-room.js';
import type { LoadMode, LoadPlan, PhaseResult, WorkerRequest } from './load-clients.js';

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return +sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(2);
}

interface Summary {
  commands: number;
  p50: number;
  p99: number;
  max: number;
  serverLoopDelayP99: number;
  clientLoopDelayP99: number;
  phaseP99s: number[];
}

/** The clients' worker: joins every room, then drives one load per `phase` call. */
async function startClients(plan: LoadPlan) {
  const worker = new Worker(new URL('./load-clients.ts', import.meta.url), { workerData: plan, execArgv: ['--import', 'tsx'] });
  const next = () =>
    new Promise<{ ready?: true; result?: PhaseResult; left?: LoadMode }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  await next();
  return {
    async phase(mode: LoadMode, seconds: number): Promise<PhaseResult & { serverLoopDelayP99: number }> {
      const h = monitorEventLoopDelay({ resolution: 1 });
      h.enable();
      worker.postMessage({ go: mode, seconds } satisfies WorkerRequest);
      const { result } = await next();
      h.disable();
      return { ...result!, serverLoopDelayP99: h.percentile(99) / 1e6 };
    },
    async leave(mode: LoadMode): Promise<void> {
      worker.postMessage({ leave: mode } satisfies WorkerRequest);
      await next();
    },
    stop: () => worker.terminate(),
  };
}

function summarize(phases: (PhaseResult & { serverLoopDelayP99: number })[]): Summary {
  const all = phases.flatMap((p) => p.latencies).sort((a, b) => a - b);
  const median = (xs: number[]) => +[...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!.toFixed(2);
  return {
    commands: phases.reduce((n, p) => n + p.commands, 0),
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    max: +(all[all.length - 1] ?? NaN).toFixed(2),
    serverLoopDelayP99: median(phases.map((p) => p.serverLoopDelayP99)),
    clientLoopDelayP99: median(phases.map((p) => p.clientLoopDelayP99)),
    phaseP99s: phases.map((p) => percentile([...p.latencies].sort((a, b) => a - b), 99)),
  };
}

export async function runServerBench(log: (line: string) => void = console.log): Promise<void> {
  const n = Number(process.env.BENCH_ROOMS ?? 250);
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  log(`server: ${n} rooms × 8 clients on loopback, ${rounds} phases of ${seconds} s for each load (alternating), one command per room per second, a second one right after in every 10th room`);

  // The referee, with the bare room type registered beside its own.
  const dbFile = join(mkdtempSync(join(tmpdir(), 'bench-')), 'referee.sqlite');
  let seeds = 0;
  const referee = await startReferee({ port: 0, dbFile, clientDir: tmpdir(), newSeed: () => `bench-${++seeds}` });
  matchMaker.defineRoomType('bare', BareRoom);
  global.gc?.();
  const heap0 = process.memoryUsage().heapUsed;
  const games: LoadPlan['games'] = [];
  for (let i = 0; i < n; i++) {
    const res = await fetch(`http://127.0.0.1:${referee.port}/api/games`, { method: 'POST', body: JSON.stringify({ scenario: 'vellara-ford', players: 8 }) });
    const game = (await res.json()) as { gameId: string; seats: Record<string, { token: string }> };
    games.push({ gameId: game.gameId, seed: `bench-${i + 1}`, tokens: Object.fromEntries(Object.entries(game.seats).map(([k, v]) => [k, v.token])) });
  }
  global.gc?.();
  const heap1 = process.memoryUsage().heapUsed;
  const memoryPerRoomKb = Math.round((heap1 - heap0) / n / 1024);
  const roomIds: string[] = [];
  for (let i = 0; i < n; i++) roomIds.push((await matchMaker.createRoom('bare', {})).roomId);
  global.gc?.();
  const heap2 = process.memoryUsage().heapUsed;

  const clients = await startClients({ url: `ws://127.0.0.1:${referee.port}`, commandsPerRoom: Math.ceil(2.2 * (seconds * rounds + 2)) + 10, games, roomIds });
    // A short warm-up of each (not counted): the first seconds of either run the JIT's cold code.
  await clients.phase('bare', 2);
  await clients.phase('referee', 2);
  const written0 = referee.registry.writer.written;
  const batches0 = referee.registry.writer.batches;
  const phases: Record<LoadMode, (PhaseResult & { serverLoopDelayP99: number })[]> = { referee: [], bare: [] };
  for (let r = 0; r < rounds; r++) {
    // ABBA order: neither load always goes first.
    const order: LoadMode[] = r % 2 === 0 ? ['bare', 'referee'] : ['referee', 'bare'];
    for (const mode of order) phases[mode].push(await clients.phase(mode, seconds));
  }
  const appends = referee.registry.writer.written - written0;
  const batches = referee.registry.writer.batches - batches0;
  await clients.leave('bare');
  global.gc?.();
  const memoryWithClientsKb = Math.round((process.memoryUsage().heapUsed - heap2 + (heap1 - heap0)) / n / 1024);
  await clients.stop();
  await referee.close();

  const bare = summarize(phases.bare);
  const ref = summarize(phases.referee);
  const line = (name: string, s: Summary, what: string) =>
    `  ${name} p50 ${s.p50} ms  p99 ${s.p99} ms  max ${s.max} ms  (${s.commands} ${what}; p99 per phase ${s.phaseP99s.join(' / ')} ms; server event-loop delay p99 ${s.serverLoopDelayP99.toFixed(2)} ms; clients' ${s.clientLoopDelayP99} ms)`;
  log(line('bare room:   ', bare, 'moves'));
  log(line('referee room:', ref, 'commands'));
  log(`  p99 ratio referee / bare: ${(ref.p99 / bare.p99).toFixed(2)}   target ≤ 1.5`);
  log(`  memory per room (server heap): ${memoryPerRoomKb} KB before clients join, ${memoryWithClientsKb} KB with 8 clients after the run   target ≤ 512 KB`);
  log(`  durable appends per second: ${Math.round(appends / (seconds * rounds))} over the ${seconds * rounds} s of referee load (${batches} transactions for ${appends} appends)`);

  // Recovery: every game of this run is unfinished in the database.
  const r0 = performance.now();
  const again = await startReferee({ port: 0, dbFile, clientDir: tmpdir() });
  const ms = Math.round(performance.now() - r0);
  log(`  restore of ${again.restored} unfinished games from the log at start: ${ms} ms   target ≤ 2000 ms for 100`);
  await again.close();
}
