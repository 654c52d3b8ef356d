// Driving the engine by hand, for tests and tools: a game's starting state, one accepted
// command applied, and a recorded game replayed state by state. A refusal throws (with its
// code), since a driver that silently skipped it would test nothing.
import type { GameCommand, StartGame } from '../commands.js';
import { decide } from '../decide/index.js';
import { decideStartGame } from '../decide/setup.js';
import { evolveAll, replay } from '../evolve.js';
import type { GameState } from '../state.js';
import type { RecordedGame } from './random-game.js';

/** The state right after the game starts. */
export function startState(start: Omit<StartGame, 'type'>): GameState {
  const d = decideStartGame({ type: 'StartGame', ...start });
  if (!d.ok) throw new Error(`${d.rejection.code}: ${d.rejection.message}`);
  return replay(d.events);
}

/** The state after `seat` plays `command`; throws if the referee refuses it. */
export function act(s: GameState, seat: string, command: GameCommand): GameState {
  const d = decide(s, { seat, command });
  if (!d.ok) throw new Error(`${d.rejection.code}: ${d.rejection.message}`);
  return evolveAll(s, d.events);
}

/** Every state of a recorded game: the start, then one after each command. */
export function statesOf(game: Pick<RecordedGame, 'start' | 'commands'>): GameState[] {
  let state = startState(game.start);
  const states = [state];
  for (const c of game.commands) {
    state = act(state, c.seat, c.command);
    states.push(state);
  }
  return states;
}
