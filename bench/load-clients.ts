// The clients of the server benchmark, run in a worker thread: their decoding and garbage
// stay off the server's event loop and heap, as they would on players' machines. One worker
// holds the clients of one kind of room (the referee's, or the bare ones), joined once; each
// `go` message drives them for a phase and answers with that phase's latencies, so the main
// thread can alternate the two loads under the same machine conditions while neither
// worker's heap (and garbage collection) carries the other's clients.
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { monitorEventLoopDelay, PerformanceObserver, constants as perfConstants } from 'node:perf_hooks';
import { Client, type Room } from '@colyseus/sdk';
import { phaseProfiler } from './profiles.js';
import { collectBetweenPhases } from './phase-gc.js';
// As the browser client does (client/src/game/connection.ts): the referee's `text` fields,
// messages packed as plain maps (client/src/game/plain-maps.ts), and
// joining with the state's classes (the page is built with them) and the schema's fingerprint,
// so no client decodes the schema's reflection or builds classes of its own. A thousand
// clients in one thread that each built their own classes made the decoder's code see a
// thousand shapes, and held a thousand copies of the classes in the heap its collections mark.
import '../server/rooms/wire-text.js';
import { EpicState } from '../server/rooms/state.js';
import { STATE_SCHEMA_ID } from '../server/rooms/schema-id.js';
import { sendPlainMaps } from '../client/src/game/plain-maps.js';
import { BareState } from './bare-state.js';
import { playRandomGame } from '../engine/sim/random-game.js';

/** BENCH_CLIENT_GC's threshold. */
const GC_REPORT_MS = Number(process.env.BENCH_CLIENT_GC_MS ?? 10);

export type LoadMode = 'referee' | 'bare' | 'bare-durable';

export type LoadPlan =
  | {
      mode: 'referee';
      url: string;
      /** Commands each room must have ready: one a second plus bursts, every phase. */
      commandsPerRoom: number;
      games: { gameId: string; seed: string; tokens: Record<string, string> }[];
    }
  | { mode: 'bare' | 'bare-durable'; url: string; roomIds: string[] };

export interface PhaseResult {
  mode: LoadMode;
  commands: number;
  latencies: number[];
  /** Per command: [game id (a bare room's id), version seen, sent, seen by the last client], the
   *  times as epoch ms (performance.timeOrigin + now), to meet the server's own timings. */
  samples: [string, number, number, number][];
  clientLoopDelayP99: number;
}

export type WorkerRequest = { go: LoadMode; seconds: number } | { leave: true };

interface Driven {
  gameId?: string;
  clients: Room[];
  send: () => boolean;
}

function quiet(room: Room): Room {
  room.onMessage('*', () => {});
  return room;
}

async function prepareBare(url: string, roomIds: string[]): Promise<Driven[]> {
  const rooms: Driven[] = [];
  for (const roomId of roomIds) {
    const clients: Room[] = [];
    for (let s = 0; s < 8; s++) clients.push(quiet(await new Client(url).joinById(roomId, { seat: `s${s}` }, BareState)));
    let k = 0;
    rooms.push({ gameId: roomId, clients, send: () => (clients[k % 8]!.send('move', { seat: `s${k++ % 8}` }), true) });
  }
  return rooms;
}

async function prepareReferee(url: string, games: Extract<LoadPlan, { mode: 'referee' }>['games'], commandsPerRoom: number): Promise<Driven[]> {
  const rooms: Driven[] = [];
  for (const game of games) {
    const bySeat = new Map<string, Room>();
    for (const [id, token] of Object.entries(game.tokens)) bySeat.set(id, quiet(sendPlainMaps(await new Client(url).joinById(game.gameId, { token, schema: STATE_SCHEMA_ID }, EpicState))));
    // The commands are chosen beforehand (the same seed gives the same game), so the
    // random player's own work is not in the measured loop.
    // On the generator the server starts every game with (session.ts): HMAC-SHA256, not the
    // engine's default sfc32, or the script's deals differ from the server's and its first
    // command is refused (card/not_in_hand), leaving the room silent for the rest of the run.
    const script = playRandomGame(game.seed, commandsPerRoom, 8, 'vellara-ford', undefined, 'hmac-sha256').commands;
    let next = 0;
    rooms.push({
      gameId: game.gameId,
      clients: [...bySeat.values()],
      send: () => {
        const cmd = script[next++];
        if (!cmd) return false;
        bySeat.get(cmd.seat)!.send('command', { command: cmd.command });
        return true;
      },
    });
  }
  return rooms;
}

/** One command per room per second, spread over the second; in every 10th room a second
 *  command as soon as the first has landed (a burst). Latency: from send to the last of the
 *  room's clients seeing the new version. */
async function drive(mode: LoadMode, rooms: Driven[], seconds: number): Promise<PhaseResult> {
  const latencies: number[] = [];
  const samples: PhaseResult['samples'] = [];
  const pending = new Map<Driven, { t0: number; from: number; seen: Set<number> }>();
  const listeners: (() => void)[] = [];
  for (const r of rooms) {
    r.clients.forEach((c, ci) => {
      const onChange = (state: { version: number }) => {
        const p = pending.get(r);
        if (!p || !(state.version > p.from) || p.seen.has(ci)) return;
        p.seen.add(ci);
        if (p.seen.size === r.clients.length) {
          const seen = performance.now();
          latencies.push(seen - p.t0);
          if (r.gameId) samples.push([r.gameId, state.version, performance.timeOrigin + p.t0, performance.timeOrigin + seen]);
          pending.delete(r);
        }
      };
      c.onStateChange(onChange);
      listeners.push(() => c.onStateChange.remove(onChange));
    });
  }
  // BENCH_CLIENT_GC=1: this thread's collections of 10 ms (BENCH_CLIENT_GC_MS) or more in the phase, printed at its end
  // as [began at (epoch ms), ms, kind], to set beside the slowest commands (BENCH_SLOWEST).
  const gcs: [number, number, string][] = [];
  const gcKinds: Record<number, string> = { [perfConstants.NODE_PERFORMANCE_GC_MINOR]: 'minor', [perfConstants.NODE_PERFORMANCE_GC_MAJOR]: 'major', [perfConstants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental', [perfConstants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak' };
  const gcObserver = process.env.BENCH_CLIENT_GC
    ? new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          if (e.duration >= GC_REPORT_MS) gcs.push([Math.round(performance.timeOrigin + e.startTime), +e.duration.toFixed(1), gcKinds[((e as unknown as { detail: { kind: number } }).detail).kind] ?? '?']);
      })
    : null;
  gcObserver?.observe({ entryTypes: ['gc'] });
  const h = monitorEventLoopDelay({ resolution: 1 });
  h.enable();
  let commands = 0;
  const sendOne = (r: Driven) => {
    if (pending.has(r)) return;
    pending.set(r, { t0: performance.now(), from: (r.clients[0]!.state as { version: number }).version, seen: new Set() });
    if (r.send()) commands++;
    else pending.delete(r);
  };
  const start = performance.now();
  for (let s = 0; s < seconds; s++) {
    for (let i = 0; i < rooms.length; i++) {
      const wait = start + s * 1000 + (i * 1000) / rooms.length - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const r = rooms[i]!;
      sendOne(r);
      if (i % 10 === 0) {
        const again = () => (pending.has(r) ? setTimeout(again, 1) : sendOne(r));
        setTimeout(again, 1);
      }
    }
  }
  const deadline = performance.now() + 5000;
  while (pending.size > 0 && performance.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  h.disable();
  if (gcObserver) {
    gcObserver.disconnect();
    console.log(`${mode} clients' thread ${threadId}: collections of ${GC_REPORT_MS} ms or more [began at (epoch ms), ms, kind]: ${JSON.stringify(gcs)}`);
  }
  for (const off of listeners) off();
  if (process.env.BENCH_DEBUG) console.log(mode, "client loop max", (h.max / 1e6).toFixed(1));
  return { mode, commands, latencies, samples, clientLoopDelayP99: +(h.percentile(99) / 1e6).toFixed(2) };
}

/** BENCH_CLIENT_PROFILE=<dir>: a CPU profile of each phase of this thread's clients, written as
 *  <dir>/<phase>-<mode>-<seconds>s-thread<id>.cpuprofile (the server's own: BENCH_SERVER_FLAGS
 *  with --cpu-prof). Two fields are added to the profile: `games`, the games whose clients the
 *  thread holds, and `epochStartMs`, its start on the epoch clock of the commands' timings
 *  (BENCH_SLOWEST), so a slow command can be set beside what its clients' thread was doing. */
function clientProfiler(dir: string | undefined, games: string[]) {
  const profiler = phaseProfiler(dir, 'cpu', 500);
  if (!profiler) return null;
  let hr0 = 0;
  let epoch0 = 0;
  return {
    start(): Promise<void> {
      hr0 = Number(process.hrtime.bigint() / 1000n);
      epoch0 = performance.timeOrigin + performance.now();
      return profiler.start();
    },
    stop: (name: string): Promise<string> =>
      profiler.stop(name, (profile) => {
        profile.games = games;
        profile.epochStartMs = epoch0 + ((profile.startTime as number) - hr0) / 1000;
      }),
  };
}

if (parentPort) {
  const plan = workerData as LoadPlan;
  const rooms = plan.mode === 'referee' ? await prepareReferee(plan.url, plan.games, plan.commandsPerRoom) : await prepareBare(plan.url, plan.roomIds);
  const profile = clientProfiler(process.env.BENCH_CLIENT_PROFILE, rooms.flatMap((r) => (r.gameId ? [r.gameId] : [])));
  // BENCH_CLIENT_HEAP_PROFILE=<dir>: a sampling heap profile of each phase of this thread's
  // clients, as <dir>/<phase>-<mode>-thread<id>.heapprofile: what the stand-in browsers
  // allocate per command, which sets their collections.
  // With BENCH_CLIENT_HEAP_PROFILE_LIVE=1, of what is still alive at the phase's end; with
  // BENCH_CLIENT_HEAP_PROFILE_PROMOTED=1, of what its scavenges promoted (profiles.ts).
  const heapProfile = phaseProfiler(process.env.BENCH_CLIENT_HEAP_PROFILE, process.env.BENCH_CLIENT_HEAP_PROFILE_LIVE ? 'live' : process.env.BENCH_CLIENT_HEAP_PROFILE_PROMOTED ? 'promoted' : 'heap');
  let phaseNo = 0;
  parentPort.on('message', async (m: WorkerRequest) => {
    if ('go' in m) {
      await profile?.start();
      await heapProfile?.start();
      const result = await drive(plan.mode, rooms, m.seconds);
      const name = `${++phaseNo}-${plan.mode}-${m.seconds}s-thread${threadId}`;
      await profile?.stop(name);
      await heapProfile?.stop(name);
      // Between this phase and the next of any load, in none (phase-gc.ts).
      collectBetweenPhases();
      parentPort!.postMessage({ result });
    } else {
      await Promise.all(rooms.flatMap((r) => r.clients.map((c) => c.leave())));
      parentPort!.postMessage({ left: true });
    }
  });
  if (process.env.BENCH_DEBUG) { (globalThis as { gc?: () => void }).gc?.(); console.log(plan.mode, "client heap MB", (process.memoryUsage().heapUsed / 1e6).toFixed(0)); }
  parentPort.postMessage({ ready: true });
}
