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

export async function runRefereeCpuBench(log: (line: string) => void = console.log, options: RefereeCpuOptions = {}): Promise<{ usPerCommand: number; commands: number; kbPerCommand: number }> {
  const { games: GAMES = 40, commands: COMMANDS = 150, passes = 5 } = options;
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

  let best = { commands: 0, ms: Infinity };
  let allocated = 0;
  try {
    for (let i = 0; i < passes; i++) {
      const run = await pass();
      if (run.ms < best.ms) best = run;
    }
    await pass(async (commands) => (allocated = await bytesAllocated(commands)));
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const { commands } = best;
  const usPerCommand = (best.ms * 1000) / commands;
  const kbPerCommand = allocated / 1024 / commands;
  log(`referee's own work per command (no network, database on ${dir.startsWith('/dev/shm') ? 'tmpfs' : 'disk'}): ${usPerCommand.toFixed(0)} µs and ${kbPerCommand.toFixed(1)} KB allocated, over ${commands} commands of ${GAMES} games, best of ${passes}`);
  return { usPerCommand, commands, kbPerCommand };
}
