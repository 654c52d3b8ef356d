// A finished game's row in the games table: its status, winner and end time. The tournament's
// start-up catch-up and the restore at start read that status, while the truth is the log: the
// row is marked right after the winning command is durable, and at start any game whose log
// ends in a win but whose row still says active (the referee stopped between the two, or the
// mark failed) is marked then.
import type { Store } from '../store/store.js';
import type { GameSession } from './session.js';

/** Marks the game finished; a game already marked (or voided) is left as it is. */
export function markGameFinished(store: Store, session: GameSession, now: number): Promise<void> {
  return store.markFinished(session.id, session.state.winner, now);
}
