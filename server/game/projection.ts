// Splits the engine's role views into what every client may see (one public part, synced
// to all) and each seat's private part (synced only to that seat through a StateView).
// Cards travel as their ids (`order-two-left#1`): the client knows every card's name and
// text from the engine's catalogue, which keeps each patch small.
import type { GameState, GameView, Viewer } from '../../engine/index.js';
import { viewFor } from '../../engine/index.js';
import { privateViewFor } from '../../engine/view.js';
import type { PublicView } from '../../engine/view-parts.js';

/** A card view's id (what travels instead of it), or undefined for anything else. */
export function cardIdOf(v: Record<string, unknown>): string | undefined {
  return 'cardClass' in v && 'text' in v && typeof v.id === 'string' ? v.id : undefined;
}

/** JSON with every card view replaced by its id. */
export function compactJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) => (v && typeof v === 'object' && !Array.isArray(v) ? (cardIdOf(v) ?? v) : v));
}

/** Everything a spectator may see, less the static scenario and the units (synced apart). */
export function publicPart(state: GameState): PublicView {
  const { scenario: _s, units: _u, viewer: _v, me: _m, hand: _h, referee: _r, ...rest } = viewFor(state, { kind: 'spectator' });
  return rest;
}

export interface PrivatePart {
  me: GameView['me'];
  hand: string[] | null;
  plays: GameView['turnState']['plays'];
  hiddenPlays: number;
  referee: GameView['referee'];
}

/** What a seat or a referee sees beyond the public part. */
export function privatePart(state: GameState, viewer: Viewer): PrivatePart {
  const v = privateViewFor(state, viewer);
  return { ...v, hand: v.hand?.map((c) => c.id) ?? null };
}
