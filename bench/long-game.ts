// A long game's memory (part of `npm run bench -- referee`): what a game's session and its
// room's synced state hold after many commands, as the server keeps them (each change's lines
// told as the room tells them: GameSession.narratedSince; each patch encoded). The server benchmark's memory per
// room is read after ~45 commands a game; an Epic battle runs to many hundreds, and what a game
// keeps per command adds up where it stays for the whole game: the turn log keeps only its latest
// lines in memory (server/game/turn-log.ts) so that this stays flat as the game goes on.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Encoder } from '@colyseus/schema';
import type { GameSession } from '../server/game/session.js';
import { syncRoomState } from '../server/rooms/sync.js';
import { setLogLines } from '../server/rooms/log-lines.js';
import { openStore } from '../server/store/open.js';
import { seededScript, seededTable } from './referee-cpu.js';

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
    /** `count` games from seed `prefix`, played to their end (or `commands`), each change told
     *  as the room tells it: their tables, and the commands played. */
    const play = async (prefix: string, count: number, measure: (when: 'start' | 'end') => void) => {
      const scripts = Array.from({ length: count }, (_, i) => seededScript(`${prefix}-${i}`, commands));
      const tables: { session: GameSession; room: Awaited<ReturnType<typeof seededTable>>['room']; encoder: Encoder }[] = [];
      for (let i = 0; i < count; i++) {
        const table = await seededTable(store, `${prefix}-${i}`);
        tables.push({ ...table, encoder: new Encoder(table.room) });
      }
      measure('start');
      let played = 0;
      for (let k = 0; k < commands; k++) {
        for (let i = 0; i < count; i++) {
          const cmd = scripts[i]![k];
          if (!cmd) continue;
          const { session, room, encoder } = tables[i]!;
          const r = await session.submit(cmd, k);
          if (!r.ok) throw new Error(r.rejection.message);
          syncRoomState(room, session);
          setLogLines(room, session.narratedSince(r.version - r.events.length));
          // The patch encoded and its changes let go, as Colyseus does for each patch the room sends.
          encoder.encode();
          encoder.discardChanges();
          played++;
        }
      }
      // Measured while the scripts are still held, as they were at the start: returned, so
      // that they are still alive here (V8 may collect a local it sees no further use of).
      measure('end');
      return { tables, played, scripts };
    };
    // A first set, not measured: what the process keeps once for every game (compiled code,
    // the engine's memos, the store's caches) would otherwise be counted to the measured games.
    await play('long-warm', Math.max(1, Math.ceil(games / 4)), () => undefined);
    let before = 0;
    let after = 0;
    const { tables, played } = await play('long', games, (when) => (when === 'start' ? (before = heapAfterCollection()) : (after = heapAfterCollection())));
    const kbPerGame = (after - before) / games / 1024;
    const commandsPerGame = played / games;
    const linesInMemory = tables.reduce((n, t) => n + t.session.turnLog.linesInMemory, 0) / games;
    log(`a long game's memory: ${kbPerGame.toFixed(0)} KB a game more than at its start after ${commandsPerGame.toFixed(0)} commands (session and synced room state, after full collections; ${games} games), ${linesInMemory.toFixed(0)} turn-log lines a game in memory`);
    return { kbPerGame, commandsPerGame, linesInMemory };
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
