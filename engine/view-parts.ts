// The public view travels to clients as a flat map of path → JSON leaf (engine/view-flat.ts):
// a command patches only the leaves it changed (`status` fields, one unit's trail, one
// army's hand size), not whole parts of the view. `publicEntries` makes the map,
// `publicFromEntries` puts the view back together for a client.
//
// What the table waits on (`waitingFor`) is not sent: it is a function of the view's other
// fields (engine/view.ts, waitingForOf), worked out again here, and it was more than half of
// a command's public bytes (docs/benchmarks.md, ninth session). Nor is `version`: the synced
// state has it as a field of its own, and as a leaf of the map it was one of a command's ~5
// map changes, decoded by every client (tenth session).
import { flattenView, unflattenView, type WholePaths } from './view-flat.js';
import { waitingForOf, type PublicView, type WirePublicView } from './view.js';

export type { PublicView, WirePublicView } from './view.js';

/** What the public map holds, as a version: 2 since `waitingFor` is worked out by the reader,
 *  3 since `version` is read from the synced state's own field, 4 since the rules options are
 *  one leaf, 5 since the turn's records keyed by unit or section are one leaf each, 6 since
 *  Move-Fire-Move's second moves are too (PUBLIC_WHOLE), 7 since a Clash of Shields play names
 *  the units it orders, 8 since the battle reports keep every battle of the turn with the blocks
 *  of its day. It is part of the state's fingerprint
 *  (server/rooms/schema-id.ts), so a page built for another version is told to reload instead
 *  of reading the map wrongly. */
export const PUBLIC_WIRE_VERSION = 8;

/** The public view's parts kept whole, one leaf each (engine/view-flat.ts). Both makers of the
 *  map pass it: publicEntries, and the room's sync (server/rooms/sync.ts).
 *  - The rules options, fixed for the whole game and read as one, were ~20 leaves every client
 *    held (~4 KB of its heap: docs/benchmarks.md, thirtieth session).
 *  - The turn's records whose keys come and go: the orders, trails, second moves (Move-Fire-Move)
 *    and battled units of the turn keyed by unit, its initiative, allocation, battles and battle reports keyed by section.
 *    Walked, each order or battle added map entries (a key each, with its path sent and
 *    indexed by every client) and the turn's end removed them again: ~0.9 keys added and as
 *    many removed a command, in every client's map. A client's map rehashes its tables as keys
 *    come and go, and those tables outlive the young generation: in the server benchmark the
 *    referee's clients promoted about twice the bare room's bytes, and ran more mark-compacts
 *    (docs/benchmarks.md, thirty-first session). Kept whole, the map's keys are the same from
 *    the game's first state to its last (server/rooms/sync.test.ts), at ~12 more bytes a
 *    command's patch (a move sends the turn's trails, not one unit's). */
export const PUBLIC_WHOLE: WholePaths = new Set(['options', 'turnState.orders', 'turnState.trails', 'turnState.movesAfterFire', 'turnState.battled', 'turnState.battles', 'turnState.initiative', 'turnState.allocation', 'turnState.battleReports']);

export function wirePublic<C>(v: PublicView<C>): WirePublicView<C> {
  const { waitingFor: _derived, version: _synced, ...wire } = v;
  return wire;
}

export function publicEntries<C>(v: PublicView<C>): Map<string, string> {
  return flattenView(wirePublic(v) as unknown as Record<string, unknown>, PUBLIC_WHOLE);
}

/** The public view from the synced map and the synced state's `version`. */
export function publicFromEntries(entries: Iterable<[string, string]>, version: number): PublicView<string> {
  const wire = unflattenView(entries) as unknown as WirePublicView<string>;
  // A map still incomplete (before the first state arrives) waits on nobody yet.
  const complete = wire.sectionSteps && wire.turnState?.battles && Array.isArray(wire.seats);
  return { version, ...wire, waitingFor: complete ? waitingForOf({ phase: wire.phase, activeArmy: wire.activeArmy, sectionSteps: wire.sectionSteps, battles: wire.turnState.battles, seats: wire.seats }) : [] };
}
