// A long game's memory (part of `npm run bench -- referee`): what a game's session and its
// room's synced state hold after many commands, as the server keeps them (each change's lines
// told as the room tells them: GameSession.narratedSince). The server benchmark's memory per
// room is read after ~45 commands a game; an Epic battle runs to many hundreds, and what a game
// keeps per command adds up where it stays for the whole game. Until the nineteenth session the
// whole turn log stayed in memory: ~430 KB a game after 1,500 commands, over the rooms issue's
// 512 KB per room with its clients (docs/benchmarks.md).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { playRandomGame, randomStart } from '../engine/sim/random-game.js';
import { GameSession } from '../server/game/session.js';
import { initialRoomState, syncRoomState } from '../server/rooms/sync.js';
import { setLogLines } from '../server/rooms/log-lines.js';
import { openStore } from '../server/store/open.js';

export interface LongGameOptions {
  /** Games played at once (default 20). */
  games?: number;
  /** Commands of each game at most (default 1,500; a random game may end sooner). */
  commands?: number;
}

/** The heap after full collections: with `gc` as `node --expose-gc` gives it (npm run bench),
 *  else as the flag set now gives it to a new context (a test's worker). */
function heapAfterCollection(): number {
  let gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

export async function runLongGameMemory(log: (line: string) => void = console.log, options: LongGameOptions = {}): Promise<{ kbPerGame: number; commandsPerGame: number; linesInMemory: number }> {
  const { games = 20, commands = 1500 } = options;
  const dir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'long-game-'));
  const store = await openStore(join(dir, 'bench.sqlite'));
  try {
    const scripts = Array.from({ length: games }, (_, i) => playRandomGame(`long-${i}`, commands, 8, 'vellara-ford', undefined, 'hmac-sha256').commands);
    const tables: { session: GameSession; room: ReturnType<typeof initialRoomState> }[] = [];
    for (let i = 0; i < games; i++) {
      const { type: _type, ...fields } = randomStart(`long-${i}`, 8, 'vellara-ford', undefined, 'hmac-sha256');
      const made = await GameSession.create(store, fields, 0);
      if ('rejection' in made) throw new Error(made.rejection.message);
      tables.push({ session: made.session, room: initialRoomState(made.session) });
    }
    const before = heapAfterCollection();
    let played = 0;
    for (let k = 0; k < commands; k++) {
      for (let i = 0; i < games; i++) {
        const cmd = scripts[i]![k];
        if (!cmd) continue;
        const { session, room } = tables[i]!;
        const r = await session.submit(cmd, k);
        if (!r.ok) throw new Error(r.rejection.message);
        syncRoomState(room, session);
        setLogLines(room, session.narratedSince(r.version - r.events.length));
        played++;
      }
    }
    const kbPerGame = (heapAfterCollection() - before) / games / 1024;
    const commandsPerGame = played / games;
    const linesInMemory = tables.reduce((n, t) => n + t.session.turnLog.linesInMemory, 0) / games;
    log(`a long game's memory: ${kbPerGame.toFixed(0)} KB a game more than at its start after ${commandsPerGame.toFixed(0)} commands (session and synced room state, after full collections; ${games} games), ${linesInMemory.toFixed(0)} turn-log lines a game in memory`);
    return { kbPerGame, commandsPerGame, linesInMemory };
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
