// Server benchmark (issue 3): N rooms × 8 clients on loopback, one command per room per
// second plus bursts; latency from a command leaving a seat to the last of the 8 seats
// receiving its patch; the server's event-loop delay; memory per room; durable appends per
// second; the same load on a bare Colyseus room that makes the same durable append per command
// (a one-row SQLite FULL commit before its patch: the yardstick of issue 18's p99 ≤ 1.5×) and on
// one that makes none (the floor); and the time to restore the unfinished
// games from the log, as after a SIGKILL.
//
// The server runs in a process of its own, as `npm start` runs it (bench/server-process.ts),
// and the clients in worker threads of this process (bench/load-clients.ts): their decoding
// and garbage stay out of the server's heap, as players' browsers would. The bare rooms live
// in the same server as the referee's rooms, and the three loads take turns in phases, in an
// order where each follows each other equally often (bench/schedule.ts): all see the same
// machine, so a busy moment, or what one load leaves behind, does not land on one of them
// only. Each load's clients have worker threads of their own, so neither worker's garbage
// collection carries the other's clients.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { Worker } from 'node:worker_threads';
import { startReferee } from '../server/app.js';
import type { PhaseMeasures, ServerReplies, ServerRequest } from './server-process.js';
import type { LoadMode, LoadPlan, PhaseResult, WorkerRequest } from './load-clients.js';
import { balancedSchedule, turnedLoads, warmUpOrder } from './schedule.js';
import { REFEREE_NODE_FLAGS } from '../server/node-flags.js';
import { apart, cpuPerCommand, describeQuietPhases, describeSpread, median, p99Of, percentile, selfRatio, summarizeServerRuns, yardstickHalves, type ServerRunFigures } from './runs.js';
import { describeNoise, probeMachineNoise } from './machine-noise.js';
import { describeSteal, hostQuiet, QUIET_STEAL_PERCENT, quietPhases } from './machine-time.js';
import { clientCollectionNote } from './phase-gc.js';
import { serverBenchSettings, type ServerBenchSettings } from './server-settings.js';

/** A load's short name in the run's log: D, R, B. */
const short = (mode: LoadMode) => ({ 'bare-durable': 'D', referee: 'R', bare: 'B' })[mode];

export { percentile };

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
  // node:events' once: resolves with the next message, rejects on an 'error', and removes its
  // listeners either way (a long run asks many times).
  const next = async () => (await once(worker, 'message'))[0] as { ready?: true; result?: PhaseResult; left?: true };
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
export async function startClients(plans: LoadPlan[], ask: ServerProcess['ask'], log: (line: string) => void) {
  const workers = await Promise.all(plans.map(startWorker));
  const mode = plans[0]!.mode;
  return {
    async phase(seconds: number, note = '', warmUp = false): Promise<Phase> {
      await ask({ kind: 'phaseStart', mode, warmUp });
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const results = await Promise.all(workers.map((w) => w.phase(seconds)));
      const cpu = process.cpuUsage(cpu0);
      const clientsCpu = ((cpu.user + cpu.system) / 1000 / (performance.now() - t0)) * 100;
      const server = await ask({ kind: 'phaseEnd' });
      const latencies = results.flatMap((r) => r.latencies);
      // Progress, one line a phase: the run is silent for a minute and more otherwise.
      log(`    ${seconds} s of ${mode} load${note}: p99 ${p99Of(latencies)} ms (CPU: server process ${server.cpuPercent.toFixed(0)} %, clients ${clientsCpu.toFixed(0)} %, machine ${server.busyPercent.toFixed(0)} % of its cores, the host's steal ${server.stolenPercent.toFixed(1)} %; the server's loop waited ${server.waitedMs.toFixed(0)} ms for a core, and its longest stall was ${server.loopDelayMax.toFixed(1)} ms)`);
      return { mode, commands: results.reduce((n, r) => n + r.commands, 0), serverCpuMs: server.cpuMs, stolenPercent: server.stolenPercent, latencies, samples: results.flatMap((r) => r.samples), timings: server.timings, clientLoopDelayP99: Math.max(...results.map((r) => r.clientLoopDelayP99)), serverLoopDelayP99: server.loopDelayP99 };
    },
    leave: () => Promise.all(workers.map((w) => w.leave())),
    stop: () => Promise.all(workers.map((w) => w.stop())),
  };
}

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;
export type Phase = PhaseResult & { serverLoopDelayP99: number; serverCpuMs: number; stolenPercent: number; timings: PhaseMeasures['timings'] };

/** Where commands spent their time, from the clients' and the server's own clocks (one
 *  machine, so their epoch times meet): waiting before the room handled the message (the
 *  socket, the server's busy event loop), deciding and committing it (the durable append
 *  with its fsync, and the commands of the same transaction), patching and sending, and from
 *  the sockets to the last of the room's clients. Means in ms, for the slowest 1% of the
 *  commands and for all of them. */
export function breakdown(phases: Phase[], slowestFile?: string): string {
  const joined = joinedTimings(phases);
  if (joined.length === 0) return 'no command was timed';
  const slowest = slowestOf(joined);
  // BENCH_SLOWEST=<file>: those commands, each with its game, the version it made, when it was
  // sent (epoch ms) and its four parts, to line up with the server's and the clients' profiles (BENCH_SERVER_FLAGS with
  // --cpu-prof, BENCH_CLIENT_PROFILE).
  // Beside it, <file>.all.json: every timed command's game, version and total, to compare the
  // slowest with the rest (e.g. by the kind of command, from the games' scripts).
  if (slowestFile) {
    writeFileSync(slowestFile, JSON.stringify(slowest));
    writeFileSync(`${slowestFile}.all.json`, JSON.stringify(joined.map((j) => [j.game, j.version, +j.total.toFixed(2)])));
  }
  const names = ['before the room handled it', 'deciding and committing', 'patching and sending', 'sockets to the last client'];
  return names.map((name, i) => `${name} ${meanPart(slowest, i)} (${meanPart(joined, i)})`).join(', ');
}

/** The same split phase by phase: each phase's p99, then its slowest 1%'s four parts (before
 *  the room / deciding and committing / patching and sending / sockets to the last client),
 *  means in ms. A pooled p99 is set by the worst phases; this shows whether one phase (a stall
 *  of the machine, a disk's slow fsync) made it, and in which part its time went. */
export function breakdownByPhase(phases: Phase[]): string {
  return phases
    .map((p) => {
      const joined = joinedTimings([p]);
      if (joined.length === 0) return 'no command timed';
      const slowest = slowestOf(joined);
      return `${p99Of(p.latencies)} (${[0, 1, 2, 3].map((i) => meanPart(slowest, i)).join(' / ')})`;
    })
    .join(', ');
}

interface Joined {
  game: string;
  version: number;
  sentAt: number;
  total: number;
  parts: number[];
}

/** The clients' and the server's times of each command, met by game and version (one machine,
 *  so their epoch times meet), slowest first. */
function joinedTimings(phases: readonly Phase[]): Joined[] {
  const server = new Map<string, [number, number, number]>();
  for (const p of phases) for (const [g, v, received, committed, sent] of p.timings) server.set(`${g} ${v}`, [received, committed, sent]);
  const joined: Joined[] = [];
  for (const p of phases)
    for (const [g, v, t0, seen] of p.samples) {
      const s = server.get(`${g} ${v}`);
      if (s) joined.push({ game: g, version: v, sentAt: t0, total: seen - t0, parts: [s[0] - t0, s[1] - s[0], s[2] - s[1], seen - s[2]] });
    }
  return joined.sort((a, b) => b.total - a.total);
}

/** The slowest 1% (at least one) of a list sorted slowest first. */
const slowestOf = (joined: readonly Joined[]): Joined[] => joined.slice(0, Math.max(1, Math.floor(joined.length / 100)));

const meanPart = (xs: readonly Joined[], i: number) => (xs.reduce((n, x) => n + x.parts[i]!, 0) / xs.length).toFixed(2);

/** Each timed command's or move's time from its room's handler to its durable append's return
 *  (the referee's decision and commit; the durable bare room's move and its one-row commit). */
export function handlerToCommit(phases: readonly Phase[]): number[] {
  return phases.flatMap((p) => p.timings.map(([, , received, committed]) => committed - received));
}

/** Splits a list into `k` nearly equal parts. */
function split<T>(xs: T[], k: number): T[][] {
  return Array.from({ length: k }, (_, i) => xs.filter((_x, j) => j % k === i));
}

function summarize(phases: Phase[]): Summary {
  const all = phases.flatMap((p) => p.latencies).sort((a, b) => a - b);
  const medianOf = (xs: number[]) => +median(xs).toFixed(2);
  return {
    commands: phases.reduce((n, p) => n + p.commands, 0),
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    max: +(all[all.length - 1] ?? NaN).toFixed(2),
    serverLoopDelayP99: medianOf(phases.map((p) => p.serverLoopDelayP99)),
    clientLoopDelayP99: medianOf(phases.map((p) => p.clientLoopDelayP99)),
    phaseP99s: phases.map((p) => p99Of(p.latencies)),
  };
}

/** The server in a process of its own (bench/server-process.ts); `ask` sends it one request
 *  and waits for its answer (they come back in order). */
export async function startServerProcess(env: Record<string, string> = {}) {
  // The flags npm start gives the referee (server/node-flags.ts), then BENCH_SERVER_FLAGS, which
  // may turn one back (V8 takes the last: `--memory-reducer`).
  const args = ['--expose-gc', ...REFEREE_NODE_FLAGS, ...SERVER_NODE_FLAGS, '--import', 'tsx', fileURLToPath(new URL('./server-process.ts', import.meta.url))];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: { ...process.env, ...env } });
  const waiting: ((m: unknown) => void)[] = [];
  const died = new Promise<never>((_, reject) => child.once('exit', (code, signal) => reject(new Error(`the benchmark's server process ended (${signal ?? code})`))));
  // Only this protocol's answers: @colyseus/tools also sends 'ready' to a parent on the IPC channel.
  child.on('message', (m) => typeof m === 'object' && m !== null && 'kind' in m && waiting.shift()?.(m));
  const next = <T>() => Promise.race([new Promise<T>((resolve) => waiting.push(resolve as (m: unknown) => void)), died]);
  const ready = await next<ServerReplies['ready']>();
  return {
    ...ready,
    ask<K extends ServerRequest['kind']>(request: Extract<ServerRequest, { kind: K }>): Promise<ServerReplies[K]> {
      const answer = next<ServerReplies[K]>();
      child.send(request);
      return answer;
    },
    done: new Promise<void>((resolve) => child.once('exit', () => resolve())),
  };
}

/** Whether this is an A/A run (BENCH_AA=1): the referee's place in the schedule is taken by a
 *  second set of durable bare rooms (rooms and clients of their own, the same journal), so the
 *  run's ratio is that of two equal loads, measured at the referee's places in the schedule
 *  exactly as the issue's figure is: what the machine alone spreads that figure to. The
 *  referee's games are still made (the server holds them), but nobody plays them. Read when the
 *  server part runs: unset, empty or 0 is off, 1 on; anything else stops the benchmark saying
 *  so, rather than running the other kind of run than the one asked for. */
function aaRun(): boolean {
  const v = process.env.BENCH_AA;
  if (v === undefined || v === '' || v === '0') return false;
  if (v === '1') return true;
  console.error(`BENCH_AA is 1 (an A/A run) or 0; it was ${JSON.stringify(v)}.`);
  process.exit(2);
}

/** Node flags for the server process besides REFEREE_NODE_FLAGS (npm start's), to measure them
 *  (BENCH_SERVER_FLAGS; none by default). */
const SERVER_NODE_FLAGS = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);

/** The server part BENCH_RUNS times (default once), each run in full, then (for more than one)
 *  a line on all of them (bench/runs.ts). */
export async function runServerRuns(log: (line: string) => void = console.log): Promise<ServerRunFigures[]> {
  let settings: ServerBenchSettings;
  try {
    settings = serverBenchSettings(process.env);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
  const count = settings.runs;
  const aa = aaRun();
  const runs: ServerRunFigures[] = [];
  for (let i = 0; i < count; i++) {
    if (count > 1) log(`server part, run ${i + 1} of ${count} (${new Date().toISOString()})`);
    // Each run turns the loads' places (bench/schedule.ts): the first as one run always was.
    runs.push(await runServerBench(settings, log, i));
  }
  if (count > 1) log(`${aa ? 'A/A runs (BENCH_AA=1: "referee" is the second set of durable bare rooms): ' : ''}${summarizeServerRuns(runs)}`);
  return runs;
}

/** One run; `turn`: how many times the loads' places in the schedule are turned (0: durable
 *  bare room first and the referee last, as a single run has it). */
export async function runServerBench({ rooms: n, seconds, blocks, clientWorkers: workersPerLoad }: ServerBenchSettings, log: (line: string) => void = console.log, turn = 0): Promise<ServerRunFigures> {
  const aa = aaRun();
  const loads = turnedLoads(['bare-durable', 'referee', 'bare'] as const satisfies readonly LoadMode[], turn);
  const schedule = balancedSchedule(loads, blocks);
  const warmUps = warmUpOrder(loads, schedule);
  const rounds = schedule.length / loads.length;
  const clientFlags = process.execArgv.filter((a) => a.startsWith('--') && a !== '--import' && !a.includes('tsx')).join(' ');
  log(`server: ${n} rooms × 8 clients on loopback (the server in its own process, node ${REFEREE_NODE_FLAGS.join(' ')} as npm start gives it${SERVER_NODE_FLAGS.length ? `, then ${SERVER_NODE_FLAGS.join(' ')}` : ''}; each load's clients in ${workersPerLoad} worker threads of the benchmark's process${clientFlags ? `, node ${clientFlags}` : ''}, ${clientCollectionNote()}), ${rounds} phases of ${seconds} s for each load (in the order ${schedule.map(short).join(' ')}, after warm-ups ${warmUps.map(short).join(' ')}: each load follows each other ${blocks} times), one command per room per second, a second one right after in every 10th room`);

  // The machine's own stalls first, with nothing of the benchmark running (machine-noise.ts):
  // BENCH_NOISE_PROBE_S seconds of it (default 2; 0 leaves it out).
  const probeSeconds = Number(process.env.BENCH_NOISE_PROBE_S ?? 2);
  const noise = probeSeconds > 0 ? await probeMachineNoise(probeSeconds) : undefined;
  if (noise) log(`  the machine before the run: ${describeNoise(noise)}`);

  // The referee, with the bare room type registered beside its own.
  // Every game comes from this one address: the creation limit (REFEREE_CREATE_PER_MINUTE,
  // 120 by default) is raised for the run.
  const server = await startServerProcess({ REFEREE_CREATE_PER_MINUTE: String(n + 100) });
  log(`  server process: ${server.loopPriority ?? 'event loop at the normal priority (REFEREE_LOOP_NICE=0)'}`);
  const heap0 = (await server.ask({ kind: 'heap' })).heapUsed;
  const games: Extract<LoadPlan, { mode: 'referee' }>['games'] = [];
  for (let i = 0; i < n; i++) {
    const res = await fetch(`http://127.0.0.1:${server.port}/api/games`, { method: 'POST', body: JSON.stringify({ scenario: 'vellara-ford', players: 8 }) });
    if (res.status !== 201) throw new Error(`creating game ${i + 1} of ${n}: ${res.status} ${await res.text()}`);
    const game = (await res.json()) as { gameId: string; seats: Record<string, { token: string }> };
    games.push({ gameId: game.gameId, seed: `bench-${i + 1}`, tokens: Object.fromEntries(Object.entries(game.seats).map(([k, v]) => [k, v.token])) });
  }
  // With BENCH_SLOWEST, which seed each game was made from, to replay its commands offline.
  if (process.env.BENCH_SLOWEST) writeFileSync(`${process.env.BENCH_SLOWEST}.seeds.json`, JSON.stringify(Object.fromEntries(games.map((g) => [g.gameId, g.seed]))));
  const heap1 = (await server.ask({ kind: 'heap' })).heapUsed;
  const memoryPerRoomKb = Math.round((heap1 - heap0) / n / 1024);
  const { roomIds } = await server.ask({ kind: 'bareRooms', count: n, durable: false });
  const heap2 = (await server.ask({ kind: 'heap' })).heapUsed;
  const durableRooms = (await server.ask({ kind: 'bareRooms', count: n, durable: true })).roomIds;
  const inRefereesPlace = aa ? (await server.ask({ kind: 'bareRooms', count: n, durable: true })).roomIds : null;
  if (aa) log(`  A/A run (BENCH_AA=1): a second set of ${n} durable bare rooms plays in the referee's place; "referee" below means them`);

  log(`  ${n} games, ${n} bare rooms and ${n} bare rooms with a durable append open; joining ${24 * n} clients…`);
  const url = `ws://127.0.0.1:${server.port}`;
  const commandsPerRoom = Math.ceil(2.2 * (seconds * rounds + 2)) + 10;
  const bareClients = (mode: 'bare' | 'bare-durable', ids: string[]) => startClients(split(ids, workersPerLoad).map((part) => ({ mode, url, roomIds: part })), server.ask, log);
  const clients: Record<LoadMode, Awaited<ReturnType<typeof startClients>>> = {
    referee: inRefereesPlace ? await bareClients('bare-durable', inRefereesPlace) : await startClients(split(games, workersPerLoad).map((g) => ({ mode: 'referee', url, commandsPerRoom, games: g })), server.ask, log),
    bare: await bareClients('bare', roomIds),
    'bare-durable': await bareClients('bare-durable', durableRooms),
  };
  // A short warm-up of each (not counted): the first seconds of either run the JIT's cold code.
  // The last warm-up is of the schedule's last load, so the first phase follows it as the
  // schedule's ring has it (bench/schedule.ts).
  const placeNote = (mode: LoadMode) => (aa && mode === 'referee' ? " (in the referee's place)" : '');
  for (const mode of warmUps) await clients[mode].phase(2, `${placeNote(mode)} (warm-up, not counted)`, true);
  const before = await server.ask({ kind: 'writer', collectCommitTimes: true });
  const phases: Record<LoadMode, Phase[]> = { referee: [], bare: [], 'bare-durable': [] };
  const previous: Record<LoadMode, LoadMode[]> = { referee: [], bare: [], 'bare-durable': [] };
  schedule.forEach((mode, i) => previous[mode].push(i === 0 ? warmUps.at(-1)! : schedule[i - 1]!));
  for (const mode of schedule) phases[mode].push(await clients[mode].phase(seconds, placeNote(mode)));
  const after = await server.ask({ kind: 'writer', collectCommitTimes: false });
  const appends = after.written - before.written;
  const batches = after.batches - before.batches;
  const commitTimes = after.commitTimes;
  await clients.bare.leave();
  await clients['bare-durable'].leave();
  await clients['bare-durable'].stop();
  const memoryWithClientsKb = Math.round(((await server.ask({ kind: 'heap' })).heapUsed - heap2 + (heap1 - heap0)) / n / 1024);
  await clients.bare.stop();
  await clients.referee.stop();
  await server.ask({ kind: 'close' });
  await server.done;

  const bare = summarize(phases.bare);
  const durable = summarize(phases['bare-durable']);
  const ref = summarize(phases.referee);
  const line = (name: string, s: Summary, what: string) =>
    `  ${name} p50 ${s.p50} ms  p99 ${s.p99} ms  max ${s.max} ms  (${s.commands} ${what}; p99 per phase ${s.phaseP99s.join(' / ')} ms; server event-loop delay p99 ${s.serverLoopDelayP99.toFixed(2)} ms; clients' ${s.clientLoopDelayP99} ms)`;
  log(line('bare room (no append, the floor):   ', bare, 'moves'));
  log(line('bare room with a durable append:    ', durable, 'moves'));
  log(line(aa ? "in the referee's place (A/A):      " : 'referee room:                       ', ref, aa ? 'moves' : 'commands'));
  // The carry-over, shown: each load's p99 over its phases after each other load.
  const byBefore = (mode: LoadMode) =>
    [...new Set(previous[mode])].map((before) => `after ${short(before)} ${p99Of(phases[mode].filter((_, i) => previous[mode][i] === before).flatMap((p) => p.latencies))}`).join(', ');
  log(`  p99 by the load before (ms): referee ${byBefore('referee')}; durable bare ${byBefore('bare-durable')}; bare ${byBefore('bare')}`);
  log(`  where the referee's slowest 1% of commands spent their time, mean ms (all commands in brackets): ${breakdown(phases.referee, process.env.BENCH_SLOWEST)}`);
  log(`  the same for the bare room with the durable append (the append is its "committing"): ${breakdown(phases['bare-durable'])}`);
  log(`  phase by phase, p99 (its slowest 1%: before the room / deciding and committing / patching and sending / sockets to the last client), ms: referee ${breakdownByPhase(phases.referee)}; durable bare room ${breakdownByPhase(phases['bare-durable'])}`);
  // The work each load gives the server a command, steadier than the p99s (runs.ts, cpuPerCommand).
  const cpu = { referee: cpuPerCommand(phases.referee), durable: cpuPerCommand(phases['bare-durable']), bare: cpuPerCommand(phases.bare) };
  // The host's steal in each phase (machine-time.ts); null where it could not be read, and then
  // no phases are set apart as ones it left alone (unread, every phase would fail the rule).
  const stolen = { referee: phases.referee.map((p) => p.stolenPercent), durable: phases['bare-durable'].map((p) => p.stolenPercent) };
  const quietHost = hostQuiet(stolen);
  const hostQuietPhases = quietHost === null ? null : { referee: quietPhases(phases.referee), durable: quietPhases(phases['bare-durable']) };
  const figures: ServerRunFigures = {
    ratio: ref.p99 / durable.p99,
    refereeP99: ref.p99,
    floorRatio: ref.p99 / bare.p99,
    latencies: { referee: phases.referee.flatMap((p) => p.latencies), durable: phases['bare-durable'].flatMap((p) => p.latencies) },
    selfHalves: yardstickHalves(phases['bare-durable'].map((p) => p.latencies)),
    ...(noise ? { noise } : {}),
    cpu: { referee: cpu.referee, durable: cpu.durable },
    stolen,
    ...(hostQuietPhases ? { hostQuietPhases } : {}),
  };
  log(`  p99 ratio referee / bare room with the same durable append: ${figures.ratio.toFixed(2)}   target ≤ 1.5 (issue 18)`);
  // The yardstick against its own phases (runs.ts, yardstickHalves: a check on its
  // steadiness; BENCH_AA=1 is the clean A/A comparison).
  const self = selfRatio(figures.selfHalves!);
  log(`  the durable bare room against itself (its phases split A B B A, ${phases['bare-durable'].length / 2} each): p99 ratio ${self.toFixed(2)}, apart by a factor of ${apart(self).toFixed(2)}`);
  log(`  the server process's CPU a command (all its threads; the phases' CPU over their commands): ${aa ? "in the referee's place" : 'referee'} ${cpu.referee.toFixed(3)} ms, durable bare room ${cpu.durable.toFixed(3)} ms, bare room ${cpu.bare.toFixed(3)} ms; ratio ${(cpu.referee / cpu.durable).toFixed(2)} to the durable bare room`);
  if (!hostQuietPhases) log("  the host's steal: not read on this machine (no /proc/stat)");
  else {
    log(`  the host's steal, phase by phase (% of the machine's cores): ${aa ? "in the referee's place" : 'referee'} ${describeSteal(phases.referee)}; durable bare room ${describeSteal(phases['bare-durable'])}; bare room ${describeSteal(phases.bare)}${quietHost ? '' : ` (above ${QUIET_STEAL_PERCENT} % in a measured referee or durable bare phase: the host's bursts, not only the referee, set this run's p99s)`}`);
    log(`  over ${describeQuietPhases(hostQuietPhases)}`);
  }
  log(`  referee p99 ${ref.p99} ms at ${n} games × 8 clients   target ≤ 50 ms (issue 18)`);
  log(`  p99 ratio referee / bare room with no append (the floor): ${figures.floorRatio.toFixed(2)}`);
  log(`  memory per room (server heap): ${memoryPerRoomKb} KB before clients join, ${memoryWithClientsKb} KB with 8 clients after the run   target ≤ 512 KB`);
  commitTimes.sort((a, b) => a - b);
  if (aa) log("  (A/A run: the referee's log had no appends to time, its games not being played)");
  else log(`  durable appends per second: ${Math.round(appends / (seconds * rounds))} over the ${seconds * rounds} s of referee load (${batches} transactions for ${appends} appends; a transaction with its fsync took p50 ${percentile(commitTimes, 50)} ms, p99 ${percentile(commitTimes, 99)} ms, max ${percentile(commitTimes, 100)} ms)`);
  // The two appends side by side, in the server (docs/benchmarks.md, twentieth session: alone
  // they cost the same; in the server the referee's took ~50 µs more at the mean by this line,
  // most of it between the median and the tenth slowest).
  if (!aa) log(`  the appends in the server: the referee's transaction with its fsync ${describeSpread(commitTimes)}; the durable bare room's move with its one-row commit ${describeSpread(handlerToCommit(phases['bare-durable']))}`);

  // Recovery: every game of this run is unfinished in the database.
  const r0 = performance.now();
  const again = await startReferee({ port: 0, store: server.dbFile, clientDir: tmpdir() });
  const ms = Math.round(performance.now() - r0);
  log(`  restore of ${again.restored} unfinished games from the log at start: ${ms} ms   target ≤ 2000 ms for 100`);
  await again.close();
  return figures;
}
