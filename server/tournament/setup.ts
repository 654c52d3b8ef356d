// Wires tournaments into the referee: the service (game rooms opened through the
// same game creation as POST /api/games, closed when voided), the finished-game hook, the
// refusal of joins to voided games, and the start-up catch-up.
import { foldLog } from '../game/session.js';
import { onGameFinished, type Registry } from '../game/registry.js';
import { gameRooms, refuseJoinsToVoidGames } from './game-rooms.js';
import { TournamentService } from './service.js';
import { TournamentStore } from './store.js';

let current: TournamentService | null = null;

export function tournaments(): TournamentService {
  if (!current) throw new Error('tournaments are not set up');
  return current;
}

/** Sets tournaments up on the referee's registry; returns the function that stops them. */
export async function startTournaments(reg: Registry): Promise<() => void> {
  const service = new TournamentService(new TournamentStore(reg.store.db), gameRooms(reg), reg.now, reg.newSeed, reg.cluster !== undefined);
  current = service;
  const allowJoins = refuseJoinsToVoidGames(reg.store);
  // A tournament's game is never abandoned by the sweep: the tournament decides what becomes of
  // a game left unplayed (a report by hand, a forfeit, a re-pairing that voids it).
  const store = service.store;
  reg.keepsGame = async (gameId) => (await store.gameLink(gameId)) !== null;
  const stop = onGameFinished((session) => {
    service.gameFinished(session.id, session.state).catch((err: Error) => console.error(`tournament: attaching game ${session.id} failed: ${err.message}`));
  });
  await service.catchUp(async (gameId) => {
    const entries = await reg.store.readLog(gameId);
    return entries.length > 0 ? foldLog(entries).state : null;
  });
  return () => {
    stop();
    allowJoins();
    delete reg.keepsGame;
    if (current === service) current = null;
  };
}
