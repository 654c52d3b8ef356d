// Splits the engine's role views into what every client may see (one public part, synced
// to all) and each seat's private part (synced only to that seat through a StateView).
// The split is checked by test: a seat's view = public part + its private part.
import type { GameState, GameView, Viewer } from '../../engine/index.js';
import { viewFor } from '../../engine/index.js';

/** Everything a spectator may see, less the static scenario and the units (synced apart). */
export function publicPart(state: GameState): Omit<GameView, 'scenario' | 'units' | 'viewer' | 'me' | 'hand' | 'referee'> {
  const { scenario: _s, units: _u, viewer: _v, me: _m, hand: _h, referee: _r, ...rest } = viewFor(state, { kind: 'spectator' });
  return rest;
}

/** What a seat or a referee sees beyond the public part. */
export function privatePart(state: GameState, viewer: Viewer): Pick<GameView, 'me' | 'hand' | 'referee'> & { plays: GameView['turnState']['plays']; hiddenPlays: number } {
  const v = viewFor(state, viewer);
  return { me: v.me, hand: v.hand, referee: v.referee, plays: v.turnState.plays, hiddenPlays: v.turnState.hiddenPlays };
}
