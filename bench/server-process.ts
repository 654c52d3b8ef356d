// The server of the server benchmark, in a process of its own as `npm start` runs it: the
// clients' threads share the machine with it but not its heap, its garbage collector or its
// V8 settings (BENCH_SERVER_FLAGS passes Node flags to it alone, to measure them).
// Besides the referee it hosts the bare rooms (bench/bare-room.ts). bench/server.ts drives it
// over the IPC channel with the requests below, each answered once, in order.
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { matchMaker } from '@colyseus/core';
import { startReferee, type Referee } from '../server/app.js';
import { onCommandTimed } from '../server/game/registry.js';
import { applyLoopNice, loopNiceFrom } from '../server/loop-priority.js';
import { keepAliveFrom } from '../server/transport/staggered-heartbeat.js';
import { BareRoom } from './bare-room.js';
import { phaseProfiler, type ProfileKind } from './profiles.js';
import { threadCpuMs, threadTicks } from './thread-cpu.js';
import { machineShares, parseCpuLine, type MachineJiffies } from './machine-time.js';

export type ServerRequest =
  | { kind: 'heap' }
  | { kind: 'bareRooms'; count: number; durable: boolean }
  | { kind: 'phaseStart'; mode: string; warmUp?: boolean }
  | { kind: 'phaseEnd' }
  | { kind: 'writer'; collectCommitTimes: boolean }
  | { kind: 'close' };

export interface ServerReplies {
  /** `loopPriority`: what came of REFEREE_LOOP_NICE, as `npm start` prints it (null: left alone). */
  ready: { port: number; dbFile: string; loopPriority: string | null };
  heap: { heapUsed: number };
  bareRooms: { roomIds: string[] };
  phaseStart: Record<string, never>;
  phaseEnd: PhaseMeasures;
  writer: { written: number; batches: number; commitTimes: number[] };
  close: Record<string, never>;
}

/** What the server saw of one phase. */
export interface PhaseMeasures {
  loopDelayP99: number;
  loopDelayMax: number;
  /** The server process's CPU (all its threads), in % of one core. */
  cpuPercent: number;
  /** The same as a time: ms of CPU over the phase (bench/runs.ts, cpuPerCommand). */
  cpuMs: number;
  /** How long the event loop's thread was ready to run but waited for a core (Linux
   *  schedstat; NaN elsewhere). */
  waitedMs: number;
  /** The whole machine's busy time, in % of all its cores (Linux /proc/stat; NaN elsewhere). */
  busyPercent: number;
  /** The host's steal over the phase, in % of all the machine's cores (machine-time.ts; NaN
   *  elsewhere). */
  stolenPercent: number;
  /** The phase's accepted commands: [game id, version, received, committed, sent], the times
   *  as epoch ms (performance.timeOrigin + now), to meet the clients' own. */
  timings: [string, number, number, number, number][];
}

/** Starts measuring a phase; `end` stops and gives its measures. */
function startPhase(mode: string, warmUp = false): { end(): PhaseMeasures } {
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const timings: PhaseMeasures['timings'] = [];
  const epoch = performance.timeOrigin;
  const stopTiming = onCommandTimed((t) => timings.push([t.gameId, t.version, epoch + t.received, epoch + t.committed, epoch + t.sent]));
  const cpu0 = process.cpuUsage();
  const wait0 = runQueueWaitNs();
  const machine0 = machineJiffies();
  // BENCH_THREADS=1: the process's CPU in the phase by thread kind (bench/thread-cpu.ts).
  // BENCH_THREADS=each: by thread, each with its id.
  const eachThread = process.env.BENCH_THREADS === 'each';
  const threads0 = process.env.BENCH_THREADS ? threadTicks(eachThread) : null;
  const t0 = performance.now();
  // BENCH_STALLS=1: when each stall of the event loop over 6 ms began, and how long it was,
  // printed at the phase's end (epoch ms), to set beside the clients' slowest commands.
  const stalls: [number, number][] = [];
  let tick = performance.now();
  // With it, the server's garbage collections of 1 ms or more [began at, ms, kind (1 minor, 4
  // major, 8 incremental)], to tell the stalls they explain from the others.
  const gcs: [number, number, number][] = [];
  const gcObserver = process.env.BENCH_STALLS
    ? new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.duration >= 1) gcs.push([Math.round(epoch + e.startTime), +e.duration.toFixed(1), (e as unknown as { detail: { kind: number } }).detail.kind]);
      })
    : null;
  gcObserver?.observe({ entryTypes: ['gc'] });
  const probe = process.env.BENCH_STALLS
    ? setInterval(() => {
        const t = performance.now();
        if (t - tick > 6) stalls.push([Math.round(epoch + tick), +(t - tick).toFixed(1)]);
        tick = t;
      }, 1)
    : null;
  return {
    end() {
      const ms = performance.now() - t0;
      // BENCH_PHASE_MARKS=1: the phase's start and end on the process's clock (ms since it
      // began), to place the lines of BENCH_SERVER_FLAGS=--trace-gc-nvp, which V8 stamps
      // with its isolate's age, in their phases (bench/gc-by-phase.ts).
      if (process.env.BENCH_PHASE_MARKS) console.log(`[${warmUp ? 'warm-up' : 'phase'}] ${mode} ${t0.toFixed(0)} ${(t0 + ms).toFixed(0)}`);
      if (probe) {
        clearInterval(probe);
        console.log(`server event-loop stalls over 6 ms [began at (epoch ms), ms]: ${JSON.stringify(stalls)}`);
        gcObserver?.disconnect();
        console.log(`server collections of 1 ms or more [began at (epoch ms), ms, kind]: ${JSON.stringify(gcs)}`);
      }
      if (threads0) console.log(`server CPU by thread in the ${mode} phase, ms: ${threadCpuMs(threads0, threadTicks(eachThread)).map(([k, v]) => `${k} ${v}`).join(', ')}`);
      loop.disable();
      stopTiming();
      const cpu = process.cpuUsage(cpu0);
      const machine = machineJiffies();
      return {
        loopDelayP99: loop.percentile(99) / 1e6,
        loopDelayMax: loop.max / 1e6,
        cpuPercent: ((cpu.user + cpu.system) / 1000 / ms) * 100,
        cpuMs: (cpu.user + cpu.system) / 1000,
        waitedMs: (runQueueWaitNs() - wait0) / 1e6,
        ...(machine0 && machine ? machineShares(machine0, machine) : { busyPercent: NaN, stolenPercent: NaN }),
        timings,
      };
    },
  };
}

/** Nanoseconds the event loop's thread has spent waiting on a run queue (Linux). */
function runQueueWaitNs(): number {
  const file = `/proc/self/task/${process.pid}/schedstat`;
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split(' ')[1]) : NaN;
}

/** The machine's jiffies so far (Linux /proc/stat; null elsewhere), for its load and the host's
 *  steal in a phase (machine-time.ts). */
function machineJiffies(): MachineJiffies | null {
  return existsSync('/proc/stat') ? parseCpuLine(readFileSync('/proc/stat', 'utf8').split('\n')[0]!) : null;
}

/** BENCH_HEAP_PROFILE=<dir> (a sampling heap profile; with BENCH_HEAP_PROFILE_LIVE=1, of what
 *  is still alive at the phase's end; with BENCH_HEAP_PROFILE_PROMOTED=1, of what the phase's
 *  scavenges promoted) and BENCH_SERVER_PROFILE=<dir> (a CPU
 *  profile of the main thread; unlike --cpu-prof in BENCH_SERVER_FLAGS, which makes one profile
 *  of the whole run, loads mixed): one per phase, written as <dir>/<n>-<mode>.<kind>profile. */
function serverProfiler(dir: string | undefined, kind: ProfileKind) {
  const profiler = phaseProfiler(dir, kind);
  if (!profiler) return null;
  let n = 0;
  let mode = '';
  let hr0 = 0;
  let epoch0 = 0;
  return {
    start(phaseMode: string): Promise<void> {
      mode = phaseMode;
      hr0 = Number(process.hrtime.bigint() / 1000n);
      epoch0 = performance.timeOrigin + performance.now();
      return profiler.start();
    },
    // `epochStartMs`: the profile's start on the epoch clock of the commands' timings and the
    // stalls (BENCH_SLOWEST, BENCH_STALLS), as the clients' profiles have it (load-clients.ts).
    stop: (): Promise<string> =>
      profiler.stop(`${++n}-${mode}`, (profile) => {
        profile.epochStartMs = epoch0 + ((profile.startTime as number) - hr0) / 1000;
      }),
  };
}

async function main(): Promise<void> {
  // BENCH_DB_DIR: where the database goes (a tmpfs such as /dev/shm, to see what the fsyncs cost).
  const dbDir = process.env.BENCH_DB_DIR ?? tmpdir();
  mkdirSync(dbDir, { recursive: true });
  const dbFile = join(mkdtempSync(join(dbDir, 'bench-')), 'referee.sqlite');
  let seeds = 0;
  // Seeds the clients know too: they play the same games from their own copy of the engine.
  const loopNice = loopNiceFrom(process.env.REFEREE_LOOP_NICE);
  // Diagnostics, off by default: BENCH_CHECKPOINT_EVERY_MS and BENCH_TRUNCATE_OVER_MB set the
  // WAL checkpointer's round and the size past which it truncates (server/store/checkpointer.ts;
  // defaults 250 ms and 16 MB), to ask what its checkpoints cost the referee's commits.
  const checkpoints = {
    ...(process.env.BENCH_CHECKPOINT_EVERY_MS ? { everyMs: Number(process.env.BENCH_CHECKPOINT_EVERY_MS) } : {}),
    ...(process.env.BENCH_TRUNCATE_OVER_MB ? { truncateOverBytes: Number(process.env.BENCH_TRUNCATE_OVER_MB) * 1024 * 1024 } : {}),
  };
  // As server/main.ts reads them: the keep-alive pings (REFEREE_PING_INTERVAL_MS and
  // REFEREE_PING_MISSES, docs/deploy.md), to ask what the heartbeat's pings cost each load.
  const keepAlive = keepAliveFrom(process.env);
  const referee: Referee = await startReferee({ port: 0, store: dbFile, clientDir: tmpdir(), newSeed: () => `bench-${++seeds}`, storage: { checkpoints }, keepAlive });
  // As server/main.ts does after starting: the event loop's priority (server/loop-priority.ts).
  const loopPriority = applyLoopNice(loopNice);
  matchMaker.defineRoomType('bare', BareRoom);
  const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
  const heapProfile = serverProfiler(process.env.BENCH_HEAP_PROFILE, process.env.BENCH_HEAP_PROFILE_PROMOTED ? 'promoted' : process.env.BENCH_HEAP_PROFILE_LIVE ? 'live' : 'heap');
  const cpuProfile = serverProfiler(process.env.BENCH_SERVER_PROFILE, 'cpu');
  let phase: ReturnType<typeof startPhase> | null = null;
  const reply = <K extends keyof ServerReplies>(kind: K, body: ServerReplies[K]) => process.send!({ kind, ...body });

  process.on('message', async (m: ServerRequest) => {
    switch (m.kind) {
      case 'heap':
        gc();
        return reply('heap', { heapUsed: process.memoryUsage().heapUsed });
      case 'bareRooms': {
        const roomIds: string[] = [];
        // BENCH_BARE_APPEND=log: a diagnostic, the durable bare rooms' moves written as the
        // referee writes a command (bench/bare-room.ts).
        const byLog = process.env.BENCH_BARE_APPEND === 'log';
        const options = m.durable ? { durable: join(dirname(dbFile), byLog ? 'bare-log.sqlite' : 'bare-journal.sqlite'), append: byLog ? ('log' as const) : ('row' as const) } : {};
        for (let i = 0; i < m.count; i++) roomIds.push((await matchMaker.createRoom('bare', options)).roomId);
        return reply('bareRooms', { roomIds });
      }
      case 'phaseStart':
        phase = startPhase(m.mode, m.warmUp);
        await heapProfile?.start(m.mode);
        await cpuProfile?.start(m.mode);
        return reply('phaseStart', {});
      case 'phaseEnd': {
        await heapProfile?.stop();
        await cpuProfile?.stop();
        const measures = phase!.end();
        phase = null;
        return reply('phaseEnd', measures);
      }
      case 'writer': {
        const w = referee.registry.store.log;
        const commitTimes = w.commitTimes ?? [];
        w.commitTimes = m.collectCommitTimes ? [] : null;
        return reply('writer', { written: w.written, batches: w.batches, commitTimes });
      }
      case 'close':
        await referee.close();
        process.send!({ kind: 'close' }, () => process.exit(0));
        return;
    }
  });
  reply('ready', { port: referee.port, dbFile, loopPriority });
}

await main();
