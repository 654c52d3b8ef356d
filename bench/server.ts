// Server benchmark (issue 3): N rooms × 8 clients on loopback, one command per room per
// second plus bursts; latency from a command leaving a seat to the last of the 8 seats
// receiving its patch; the server's event-loop delay; memory per room; durable appends per
// second; the same load on a bare Colyseus room; and the time to restore the unfinished
// games from the log, as after a SIGKILL.
//
// The bare rooms live in the same server as the referee's rooms, and the two loads take
// turns in alternating phases (bare, referee, referee, bare, …): both see the same machine,
// so a busy moment does not land on one of them only. Each load's clients run in a worker
// thread of their own (bench/load-clients.ts), so their work stays off the server's event
// loop and neither worker's garbage collection carries the other's clients.
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

/** One clients' worker: joins its rooms, then drives them once per `phase` call. */
async function startWorker(plan: LoadPlan) {
  const worker = new Worker(new URL('./load-clients.ts', import.meta.url), { workerData: plan, execArgv: ['--import', 'tsx'] });
  const next = () =>
    new Promise<{ ready?: true; result?: PhaseResult; left?: true }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  await next();
  return {
    async phase(seconds: number): Promise<PhaseResult> {
      worker.postMessage({ go: plan.mode, seconds } satisfies WorkerRequest);
      return (await next()).result!;
    },
    async leave(): Promise<void> {
      worker.postMessage({ leave: true } satisfies WorkerRequest);
      await next();
    },
    stop: () => worker.terminate(),
  };
}

/** The clients of one kind of room, split over `workers` threads (as players' machines, no
 *  one heap holds them all); a phase drives them all at once and merges their latencies. */
async function startClients(plans: LoadPlan[], log: (line: string) => void) {
  const workers = await Promise.all(plans.map(startWorker));
  const mode = plans[0]!.mode;
  return {
    async phase(seconds: number, note = ''): Promise<PhaseResult & { serverLoopDelayP99: number }> {
      const h = monitorEventLoopDelay({ resolution: 1 });
      h.enable();
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const results = await Promise.all(workers.map((w) => w.phase(seconds)));
      h.disable();
      const cpu = process.cpuUsage(cpu0);
      const latencies = results.flatMap((r) => r.latencies);
      // Progress, one line a phase: the run is silent for a minute and more otherwise.
      log(`    ${seconds} s of ${mode} load${note}: p99 ${percentile([...latencies].sort((a, b) => a - b), 99)} ms (process CPU ${(((cpu.user + cpu.system) / 1000 / (performance.now() - t0)) * 100).toFixed(0)} %, longest server event-loop stall ${(h.max / 1e6).toFixed(1)} ms)`);
      return { mode, commands: results.reduce((n, r) => n + r.commands, 0), latencies, clientLoopDelayP99: Math.max(...results.map((r) => r.clientLoopDelayP99)), serverLoopDelayP99: h.percentile(99) / 1e6 };
    },
    leave: () => Promise.all(workers.map((w) => w.leave())),
    stop: () => Promise.all(workers.map((w) => w.stop())),
  };
}

/** Splits a list into `k` nearly equal parts. */
function split<T>(xs: T[], k: number): T[][] {
  return Array.from({ length: k }, (_, i) => xs.filter((_x, j) => j % k === i));
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
  const workersPerLoad = Number(process.env.BENCH_CLIENT_WORKERS ?? 2);
  log(`server: ${n} rooms × 8 clients on loopback (each load's clients in ${workersPerLoad} worker threads), ${rounds} phases of ${seconds} s for each load (alternating), one command per room per second, a second one right after in every 10th room`);

  // The referee, with the bare room type registered beside its own.
  const dbFile = join(mkdtempSync(join(tmpdir(), 'bench-')), 'referee.sqlite');
  let seeds = 0;
  const referee = await startReferee({ port: 0, dbFile, clientDir: tmpdir(), newSeed: () => `bench-${++seeds}` });
  matchMaker.defineRoomType('bare', BareRoom);
  global.gc?.();
  const heap0 = process.memoryUsage().heapUsed;
  const games: Extract<LoadPlan, { mode: 'referee' }>['games'] = [];
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

  log(`  ${n} games and ${n} bare rooms open; joining ${16 * n} clients…`);
  const url = `ws://127.0.0.1:${referee.port}`;
  const commandsPerRoom = Math.ceil(2.2 * (seconds * rounds + 2)) + 10;
  const clients: Record<LoadMode, Awaited<ReturnType<typeof startClients>>> = {
    referee: await startClients(split(games, workersPerLoad).map((g) => ({ mode: 'referee', url, commandsPerRoom, games: g })), log),
    bare: await startClients(split(roomIds, workersPerLoad).map((ids) => ({ mode: 'bare', url, roomIds: ids })), log),
  };
    // A short warm-up of each (not counted): the first seconds of either run the JIT's cold code.
  await clients.bare.phase(2, ' (warm-up, not counted)');
  await clients.referee.phase(2, ' (warm-up, not counted)');
  const commitTimes: number[] = [];
  referee.registry.writer.commitTimes = commitTimes;
  const written0 = referee.registry.writer.written;
  const batches0 = referee.registry.writer.batches;
  const phases: Record<LoadMode, (PhaseResult & { serverLoopDelayP99: number })[]> = { referee: [], bare: [] };
  for (let r = 0; r < rounds; r++) {
    // ABBA order: neither load always goes first.
    const order: LoadMode[] = r % 2 === 0 ? ['bare', 'referee'] : ['referee', 'bare'];
    for (const mode of order) phases[mode].push(await clients[mode].phase(seconds));
  }
  const appends = referee.registry.writer.written - written0;
  const batches = referee.registry.writer.batches - batches0;
  await clients.bare.leave();
  global.gc?.();
  const memoryWithClientsKb = Math.round((process.memoryUsage().heapUsed - heap2 + (heap1 - heap0)) / n / 1024);
  await clients.bare.stop();
  await clients.referee.stop();
  await referee.close();

  const bare = summarize(phases.bare);
  const ref = summarize(phases.referee);
  const line = (name: string, s: Summary, what: string) =>
    `  ${name} p50 ${s.p50} ms  p99 ${s.p99} ms  max ${s.max} ms  (${s.commands} ${what}; p99 per phase ${s.phaseP99s.join(' / ')} ms; server event-loop delay p99 ${s.serverLoopDelayP99.toFixed(2)} ms; clients' ${s.clientLoopDelayP99} ms)`;
  log(line('bare room:   ', bare, 'moves'));
  log(line('referee room:', ref, 'commands'));
  log(`  p99 ratio referee / bare: ${(ref.p99 / bare.p99).toFixed(2)}   target ≤ 1.5`);
  log(`  memory per room (server heap): ${memoryPerRoomKb} KB before clients join, ${memoryWithClientsKb} KB with 8 clients after the run   target ≤ 512 KB`);
  commitTimes.sort((a, b) => a - b);
  log(`  durable appends per second: ${Math.round(appends / (seconds * rounds))} over the ${seconds * rounds} s of referee load (${batches} transactions for ${appends} appends; a transaction with its fsync took p50 ${percentile(commitTimes, 50)} ms, p99 ${percentile(commitTimes, 99)} ms, max ${percentile(commitTimes, 100)} ms)`);

  // Recovery: every game of this run is unfinished in the database.
  const r0 = performance.now();
  const again = await startReferee({ port: 0, dbFile, clientDir: tmpdir() });
  const ms = Math.round(performance.now() - r0);
  log(`  restore of ${again.restored} unfinished games from the log at start: ${ms} ms   target ≤ 2000 ms for 100`);
  await again.close();
}
