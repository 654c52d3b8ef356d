// Wires tournaments into the referee: the tables, the service (game rooms opened through the
// same game creation as POST /api/games), the finished-game hook, and the start-up catch-up.
import { foldLog } from '../game/session.js';
import { onGameFinished, type Registry } from '../game/registry.js';
import { openGame } from '../http/api.js';
import { ok, fail } from '../../engine/tournament/index.js';
import { TournamentService } from './service.js';
import { createTournamentTables, TournamentStore } from './store.js';

let current: TournamentService | null = null;

export function tournaments(): TournamentService {
  if (!current) throw new Error('tournaments are not set up');
  return current;
}

/** Sets tournaments up on the referee's registry; returns the function that stops them. */
export async function startTournaments(reg: Registry): Promise<() => void> {
  createTournamentTables(reg.db);
  const service = new TournamentService(
    new TournamentStore(reg.db),
    {
      async open(scenario, players, options) {
        const opened = await openGame({ scenario, players, ...(options ? { options } : {}) });
        return 'rejection' in opened ? fail(opened.rejection.code, opened.rejection.message) : ok(opened.session.id);
      },
    },
    reg.now,
    reg.newSeed,
  );
  current = service;
  const stop = onGameFinished((session) => {
    service.gameFinished(session.id, session.state).catch((err: Error) => console.error(`tournament: attaching game ${session.id} failed: ${err.message}`));
  });
  await service.catchUp((gameId) => {
    const entries = reg.writer.read(gameId);
    return entries.length > 0 ? foldLog(entries).state : null;
  });
  return () => {
    stop();
    if (current === service) current = null;
  };
}
