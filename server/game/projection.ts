// Splits what the engine lets each viewer see into what every client may see (one public
// part, synced to all) and each seat's private part (sent only to that seat's clients, in
// `private` messages: server/rooms/private-parts.ts). Cards travel as their ids (`order-two-left#1`): the client knows every card's
// name and text from the engine's catalogue, which keeps each patch small. Both parts are
// built with ids from the start (engine/view.ts, `cardId`), so they serialise with plain
// JSON.stringify, without a replacer walking every value.
import type { GameState, Viewer } from '../../engine/index.js';
import { cardId, playsHiddenFromTable, privateViewOf, publicViewOf, wirePublicViewOf, type PlayView, type PrivateView, type PublicView, type ViewMode, type WirePublicView } from '../../engine/view.js';

/** Everything a spectator may see, less the static scenario and the units (synced apart).
 *  The room's sync asks for it `share`d, to diff it with the last one by identity
 *  (server/rooms/sync.ts). */
export function publicPart(state: GameState, mode: ViewMode = 'copy'): PublicView<string> {
  return publicViewOf(state, cardId, mode);
}

/** The public part as the room syncs it: without `waitingFor`, which each client works out
 *  from the rest, and `version`, a field of the synced state itself (engine/view-parts.ts). */
export function wirePublicPart(state: GameState, mode: ViewMode = 'copy'): WirePublicView<string> {
  return wirePublicViewOf(state, cardId, mode);
}

/** A private part: the engine's private view with cards as ids, but for the turn's plays where
 *  the viewer sees just what the public part shows (every play outside the command phase, none
 *  of them in it for a seat of the other army or before any is issued): then `plays` and
 *  `hiddenPlays` are null, "read the public part's". So the end of a turn (the plays cleared)
 *  no longer changes every seat's part, each a message to its clients with a list the public
 *  part already holds (docs/benchmarks.md, thirtieth session). */
export type PrivatePart = Omit<PrivateView<string>, 'plays' | 'hiddenPlays'> & { plays: PlayView<string>[] | null; hiddenPlays: number | null };

/** What a seat or a referee sees beyond the public part. The room's sync asks for it
 *  `share`d: it only writes it out as JSON (server/rooms/sync.ts). */
export function privatePart(state: GameState, viewer: Viewer, mode: ViewMode = 'copy'): PrivatePart {
  const own = privateViewOf(state, viewer, cardId, mode);
  return own.hiddenPlays === playsHiddenFromTable(state) ? { ...own, plays: null, hiddenPlays: null } : own;
}
