// The referee's own work per command, without the network and without the disk: what the
// server's event loop spends on one accepted command besides what a bare room spends too
// (receiving a frame, encoding patches, writing sockets). Deterministic inputs (seeded
// games), so a change to the session, the log entry, the sync or the turn log's fan-out
// shows here as a stable figure, where the server benchmark's p99 varies run to run.
//
// Steps timed together, as the room runs them for one command (server/rooms/epic-room.ts):
// the message's checks (checkClientMessage: its size, counted beforehand as the room has it
// from the frame, then zod), the session's
// decide/evolve/narrate and log entry (its hash), the append (SQLite on tmpfs when /dev/shm
// exists: the transaction's CPU without the fsync's wait), the room sync, and the turn log's
// lines as the room sets them in the state (the public field, and a slot for each seat that
// reads one of them in full).
//
// Besides the time, the garbage: one more pass under V8's sampling heap profiler (every
// object allocated while its commands run, those already collected included) gives the bytes
// allocated per command, a figure the server benchmark cannot isolate: the referee's extra
// allocation per command costs its p99 about as much as its extra CPU (docs/benchmarks.md,
// eleventh session).
//
// And the same steps with cold caches: in the server a game's command comes every ~3.6 ms
// between other rooms' network work, so its code and data are no longer in the CPU's caches,
// and the steps cost it two to four times what they cost played back to back (CPU profiles
// of the server against this benchmark: docs/benchmarks.md, fourteenth and twenty-fourth
// sessions). The cold pass plays each command alone in its event-loop turn, as the server
// does, after reading a buffer larger than the caches; the warm pass beside it plays the same
// commands the same way without the sweep. The cold figure is the one a change to what a
// command touches (its code, its memory) moves, where the warm one can hide it.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { pack } from 'msgpackr';
import { Session } from 'node:inspector/promises';
import { setFlagsFromString } from 'node:v8';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { playRandomGame, randomStart } from '../engine/sim/random-game.js';
import type { SeatedCommand } from '../engine/index.js';
import { GameSession } from '../server/game/session.js';
import { checkClientMessage } from '../server/protocol.js';
import type { EpicState } from '../server/rooms/state.js';
import { initialRoomState, syncRoomState } from '../server/rooms/sync.js';
import { setLogLines } from '../server/rooms/log-lines.js';
import { openStore } from '../server/store/open.js';
import type { Store } from '../server/store/store.js';

export interface RefereeCpuOptions {
  /** Games played at once (default 40). */
  games?: number;
  /** Commands of each game (default 150). */
  commands?: number;
  /** Passes, the best one kept (default 5). */
  passes?: number;
  /** The cold and warm passes' games (default 20) and the buffer swept before each cold
   *  command, in MiB (default 32: more than a 2-core machine's L2 and its share of L3). */
  coldGames?: number;
  sweepMiB?: number;
}

/** The stream every game the server starts draws from (GameSession.create): the scripts are
 *  played on it too, or the server's deals differ from the script's and a command is refused. */
const GENERATOR = 'hmac-sha256';

/** A seeded random game's commands (at most `commands`), played on the server's stream. */
export function seededScript(seed: string, commands: number): SeatedCommand[] {
  return playRandomGame(seed, commands, 8, 'vellara-ford', undefined, GENERATOR).commands;
}

/** The game of the same seed started in the store as the server starts one, and its room's
 *  synced state: its script's commands are accepted there. */
export async function seededTable(store: Store, seed: string): Promise<{ session: GameSession; room: EpicState }> {
  const { type: _type, ...fields } = randomStart(seed, 8, 'vellara-ford', undefined, GENERATOR);
  const made = await GameSession.create(store, fields, 0);
  if ('rejection' in made) throw new Error(made.rejection.message);
  return { session: made.session, room: initialRoomState(made.session) };
}

/** The sampling interval of the allocation pass, in bytes: V8 scales each sample to the bytes
 *  it stands for, so the profile's total estimates every byte allocated. */
const HEAP_SAMPLING_BYTES = 256;

/** The bytes allocated while `work` runs, as V8's sampling heap profiler estimates them. */
async function bytesAllocated(work: () => Promise<void>): Promise<number> {
  // A fixed interval instead of a random one: the same allocations give the same figure. The
  // flag is the process's: heap profiles taken later in it (BENCH_CLIENT_HEAP_PROFILE, when
  // `npm run bench` runs every part) sample at fixed intervals too, which changes no total.
  setFlagsFromString('--sampling-heap-profiler-suppress-randomness');
  const session = new Session();
  session.connect();
  try {
    await session.post('HeapProfiler.enable');
    await session.post('HeapProfiler.startSampling', { samplingInterval: HEAP_SAMPLING_BYTES, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
    await work();
    const { profile } = await session.post('HeapProfiler.stopSampling');
    // BENCH_REFEREE_HEAP_PROFILE=<file>: the profile itself, for where the bytes were allocated
    // (Chrome's tools, or a script over its call tree).
    if (process.env.BENCH_REFEREE_HEAP_PROFILE) writeFileSync(process.env.BENCH_REFEREE_HEAP_PROFILE, JSON.stringify(profile));
    let bytes = 0;
    const stack = [profile.head];
    while (stack.length > 0) {
      const node = stack.pop()!;
      bytes += node.selfSize;
      stack.push(...node.children);
    }
    return bytes;
  } finally {
    session.disconnect();
  }
}

/** Reads one word of every 64-byte line of `buffer`: what other rooms' work does to the caches
 *  between two commands of a game. Gives a sum, so the reads cannot be left out. */
function sweep(buffer: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < buffer.length; i += 8) sum += buffer[i]!;
  return sum;
}

/** The next event-loop turn: each command handled alone in its turn, as the server handles
 *  them (the log writer commits the first append of a turn inside its handler: appendNow). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function runRefereeCpuBench(log: (line: string) => void = console.log, options: RefereeCpuOptions = {}): Promise<{ usPerCommand: number; commands: number; kbPerCommand: number; warmUs: number; coldUs: number; coldCommands: number }> {
  const { games: GAMES = 40, commands: COMMANDS = 150, passes = 5, sweepMiB: SWEEP_MIB = 32 } = options;
  const COLD_GAMES = Math.min(options.coldGames ?? 20, GAMES);
  const COLD_PASSES = Math.max(1, Math.min(passes, 2));
  /** The sweeps' sums, kept so that no sweep can be left out as dead code. */
  let swept = 0;
  const dir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'referee-cpu-'));
  const store = await openStore(join(dir, 'bench.sqlite'));
  const scripts = Array.from({ length: GAMES }, (_, i) => seededScript(`cpu-${i}`, COMMANDS));
  // Each command's payload size as its frame would bring it (the room reads it off the frame).
  const sizes = scripts.map((commands) => commands.map((cmd) => pack({ command: cmd.command }).length));

  /** One pass: every game from its start, every command as the room handles it; only the
   *  commands are timed, not the games' creation. `measure`: runs the commands (the allocation
   *  pass puts them under the heap profiler). */
  async function pass(measure: (commands: () => Promise<void>) => Promise<unknown> = (commands) => commands()): Promise<{ commands: number; ms: number }> {
    const rooms: { session: GameSession; room: EpicState }[] = [];
    for (let i = 0; i < GAMES; i++) rooms.push(await seededTable(store, `cpu-${i}`));
    let commands = 0;
    let lines = 0;
    let ms = 0;
    await measure(async () => {
      const t0 = performance.now();
      for (let k = 0; k < COMMANDS; k++) {
        const round: Promise<void>[] = [];
        for (let i = 0; i < GAMES; i++) {
          const cmd = scripts[i]![k];
          if (!cmd) continue;
          const { session, room } = rooms[i]!;
          const checked = checkClientMessage('command', { command: cmd.command }, sizes[i]![k]!);
          if (!checked.ok) throw new Error(checked.message);
          round.push(session.submit(cmd, k).then((r) => {
            if (!r.ok) throw new Error(r.rejection.message);
            syncRoomState(room, session);
            const narrated = session.narratedSince(r.version - r.events.length);
            // The room's log fields (server/rooms/log-lines.ts).
            setLogLines(room, narrated);
            lines += narrated.length;
            commands++;
          }));
        }
        await Promise.all(round);
      }
      ms = performance.now() - t0;
    });
    if (lines === 0) throw new Error('no turn-log lines were made');
    return { commands, ms };
  }

  /** One command at a time, each in a turn of its own, each timed alone from its message's
   *  check to its turn-log lines (the room's steps, as in `pass`); with `buffer`, swept before
   *  each command (not timed). Gives the µs a command, and how many committed in their own
   *  handler as the server's do (the rest waited for a batch). */
  async function onePerTurn(buffer: Float64Array | null): Promise<{ us: number; commands: number; now: number }> {
    const rooms: { session: GameSession; room: EpicState }[] = [];
    for (let i = 0; i < COLD_GAMES; i++) rooms.push(await seededTable(store, `cpu-${i}`));
    let commands = 0;
    let now = 0;
    let ms = 0;
    for (let k = 0; k < COMMANDS; k++) {
      for (let i = 0; i < COLD_GAMES; i++) {
        const cmd = scripts[i]![k];
        if (!cmd) continue;
        const { session, room } = rooms[i]!;
        await nextTurn();
        if (buffer) swept += sweep(buffer);
        const t0 = performance.now();
        const checked = checkClientMessage('command', { command: cmd.command }, sizes[i]![k]!);
        if (!checked.ok) throw new Error(checked.message);
        const outcome = session.submitNow(cmd, k);
        const r = outcome instanceof Promise ? await outcome : (now++, outcome);
        if (!r.ok) throw new Error(r.rejection.message);
        syncRoomState(room, session);
        setLogLines(room, session.narratedSince(r.version - r.events.length));
        ms += performance.now() - t0;
        commands++;
      }
    }
    return { us: (ms * 1000) / commands, commands, now };
  }

  let best = { commands: 0, ms: Infinity };
  let allocated = 0;
  let warmUs = Infinity;
  let coldUs = Infinity;
  let coldCommands = 0;
  let committedNow = 0;
  try {
    for (let i = 0; i < passes; i++) {
      const run = await pass();
      if (run.ms < best.ms) best = run;
    }
    await pass(async (commands) => (allocated = await bytesAllocated(commands)));
    // Warm and cold alternate, the best of each kept, so that a slow moment of the machine
    // does not fall on one of them alone.
    const buffer = new Float64Array((SWEEP_MIB * 1024 * 1024) / 8).fill(1);
    for (let i = 0; i < COLD_PASSES; i++) {
      warmUs = Math.min(warmUs, (await onePerTurn(null)).us);
      const cold = await onePerTurn(buffer);
      coldUs = Math.min(coldUs, cold.us);
      coldCommands = cold.commands;
      committedNow = cold.now;
    }
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const { commands } = best;
  const usPerCommand = (best.ms * 1000) / commands;
  const kbPerCommand = allocated / 1024 / commands;
  log(`referee's own work per command (no network, database on ${dir.startsWith('/dev/shm') ? 'tmpfs' : 'disk'}): ${usPerCommand.toFixed(0)} µs and ${kbPerCommand.toFixed(1)} KB allocated, over ${commands} commands of ${GAMES} games, best of ${passes}`);
  if (swept === 0) throw new Error('the cold pass swept nothing');
  log(`the same, one command a turn: ${warmUs.toFixed(0)} µs warm, ${coldUs.toFixed(0)} µs with the caches swept before each command (${SWEEP_MIB} MiB read), ${(coldUs / warmUs).toFixed(1)} times, over ${coldCommands} commands of ${COLD_GAMES} games (${committedNow} committed in their own handler), best of ${COLD_PASSES}`);
  return { usPerCommand, commands, kbPerCommand, warmUs, coldUs, coldCommands };
}
