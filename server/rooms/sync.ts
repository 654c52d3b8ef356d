// Copies a game's state into the room's synced schema: only what changed is assigned, so
// patches stay small (a move patches a unit's numbers, its trail and a few status leaves).
//
// Only what changed is computed, too. The engine never changes a state in place (each event
// makes new objects for what it changes: engine/evolve.ts), so a part of the state that is
// the same object as at the last sync has not changed: the public view is made sharing the
// state's objects, each part that did not change being the last view's own object
// (engine/view.ts, `wirePublicViewAfter`), and compared with the last one by identity
// (engine/view-flat.ts, `diffFlat`); the units and the private parts are rebuilt only when a
// state field they may be made from is a new object. The room's test holds the result equal
// to a projection made from scratch after every command of many games.
import type { GameState } from '../../engine/index.js';
import { phaseOf } from '../../engine/machine.js';
import { unitLeaf } from '../../engine/unit-wire.js';
import { diffFlat, type FlatChanges } from '../../engine/view-flat.js';
import { PUBLIC_WHOLE, type WirePublicView } from '../../engine/view-parts.js';
import { playsHiddenIn, wirePublicViewAfter } from '../../engine/view.js';
import { privatePart, wirePublicPart } from '../game/projection.js';
import type { GameSession } from '../game/session.js';
import { partsOf, REFEREE } from './private-parts.js';
import { EpicState } from './state.js';

/** The state's fields the referee's private part is not made from (engine/view.ts,
 *  privateViewOf): a change to any other field rebuilds it (the seats' parts: seatPartMayDiffer).
 *  Listing what is *not* read errs on the safe side: a field added to the state later rebuilds
 *  the part until someone lists it here. Of the turn's state only the plays are read, and of
 *  the step only whether the phase hides the plays (playsHidden): those two are compared apart. */
const NOT_IN_REFEREE_PART = new Set<keyof GameState>(['version', 'scenario', 'options', 'turn', 'units', 'discards', 'winner', 'turnState', 'step']);

/** Whether the referee's private part may differ between two states. */
function refereePartMayDiffer(a: GameState, b: GameState): boolean {
  if (a.turnState.plays !== b.turnState.plays || playsHidden(a) !== playsHidden(b)) return true;
  // for-in over the new state's fields, not an array of them made per command.
  for (const field in b) if (!NOT_IN_REFEREE_PART.has(field as keyof GameState) && a[field as keyof GameState] !== b[field as keyof GameState]) return true;
  return false;
}

interface Synced {
  state: GameState;
  publicView: WirePublicView<string>;
  changes: FlatChanges;
}

/** What each room was last synced from, on the room's state object under a symbol (not
 *  encoded), as its private parts are (private-parts.ts). */
const SYNCED = Symbol('last sync');
type SyncedRoom = EpicState & { [SYNCED]?: Synced };
const lastSyncOf = (room: EpicState): Synced | undefined => (room as SyncedRoom)[SYNCED];

export function initialRoomState(session: GameSession): EpicState {
  const state = new EpicState();
  state.gameId = session.id;
  state.seedHash = session.seedHash;
  state.seed = '';
  state.spectators = 0;
  state.log = '';
  for (const seat of session.state.seats) state.seats.set(seat.id, false);
  syncRoomState(state, session);
  return state;
}

/** Syncs the room's state and its private parts (private-parts.ts) with the session's; gives
 *  the private parts that changed (whose → JSON), for the room to send. The referee's part is
 *  made only while `refereeWatching` (a referee's client is in the room): it is the largest
 *  part and changes with most commands (every roll changes the random stream's state, every
 *  card the hands), and most games are played with no referee looking; one who joins gets it
 *  made then (refereePartNow). */
export function syncRoomState(room: EpicState, session: GameSession, refereeWatching = true): Map<string, string> {
  const s = session.state;
  const last = lastSyncOf(room);
  const changed = new Map<string, string>();
  if (!refereeWatching) partsOf(room).delete(REFEREE);
  if (last?.state === s) return changed;
  room.version = s.version;
  const publicView = last ? wirePublicViewAfter(s, last.state, last.publicView) : wirePublicPart(s, 'share');
  const changes = last?.changes ?? publicChanges(room);
  diffFlat((last?.publicView as Record<string, unknown> | undefined) ?? null, publicView as unknown as Record<string, unknown>, changes, PUBLIC_WHOLE);
  if (s.units !== last?.state.units) syncUnits(room, s, last?.state.units);
  syncSeatParts(room, s, changed, last?.state);
  if (refereeWatching && (!last || !partsOf(room).has(REFEREE) || refereePartMayDiffer(last.state, s))) syncRefereePart(room, s, changed);
  (room as SyncedRoom)[SYNCED] = { state: s, publicView, changes };
  return changed;
}

/** Applies a diff's changes to the room's public map (a leaf set to what it already holds
 *  is not touched, so it is not patched). */
function publicChanges(room: EpicState): FlatChanges {
  return {
    set: (path, json) => {
      if (room.public.get(path) !== json) room.public.set(path, json);
    },
    remove: (path) => room.public.delete(path),
  };
}

/** The units that changed since `before` (the units record last synced): a unit the state did
 *  not change is the same object (the engine copies only what an event changes), so only a
 *  move's unit and a battle's few are read, not every unit on the board. */
function syncUnits(room: EpicState, s: GameState, before: GameState['units'] | undefined): void {
  for (const id in s.units) {
    const u = s.units[id]!;
    if (before !== undefined && before[id] === u) continue;
    // A leaf set to what it already holds is not touched, so it is not patched.
    const leaf = unitLeaf(u);
    if (room.units.get(u.id) !== leaf) room.units.set(u.id, leaf);
  }
}

/** Whether the state's phase hides the turn's plays (engine/view.ts, playsHiddenIn). Of the
 *  phase, a seat's part reads nothing else: the step from orders to battle, a twentieth of the
 *  commands, changes no seat's part. */
function playsHidden(s: GameState): boolean {
  return playsHiddenIn(phaseOf(s.step));
}

/** Whether a seat's private part may differ between two states: the one check that decides
 *  whether it is made again, so it must name every input privateViewOf reads. It is made of
 *  the seat, the plays of the turn and whether the seat sees each (whether the phase hides
 *  them, and the active army), and, for an Overall Commander, his army's hand
 *  (engine/view.ts, privateViewOf with card ids); a seat none of whose inputs changed keeps
 *  its part, without the part made and written out again (most commands change one army's
 *  hand or the plays, if anything). server/rooms/sync.test.ts holds every part against one
 *  made from scratch after every command of random games. Exported for that test. */
export function seatPartMayDiffer(a: GameState, b: GameState, seat: GameState['seats'][number]): boolean {
  return tableInputsDiffer(a, b) || handMayDiffer(a, b, seat);
}

/** The inputs every seat's part is made of: the seats, the plays, the active army, and
 *  whether the phase hides the plays. */
function tableInputsDiffer(a: GameState, b: GameState): boolean {
  return a.seats !== b.seats || a.turnState.plays !== b.turnState.plays || a.activeArmy !== b.activeArmy || playsHidden(a) !== playsHidden(b);
}

/** The one input of a seat's own: his army's hand, for an Overall Commander. */
function handMayDiffer(a: GameState, b: GameState, seat: GameState['seats'][number]): boolean {
  return seat.roles.includes('overall-commander') && a.armies[seat.army].hand !== b.armies[seat.army].hand;
}

function syncSeatParts(room: EpicState, s: GameState, changed: Map<string, string>, last: GameState | undefined): void {
  const held = partsOf(room);
  // The table's inputs are compared once for all eight seats (the phase read twice, not
  // sixteen times); with them unchanged, only an Overall Commander whose hand moved is made.
  const every = !last || tableInputsDiffer(last, s);
  const handsMoved = !every && last!.armies !== s.armies;
  for (const seat of s.seats) {
    if (!every && held.has(seat.id) && !(handsMoved && handMayDiffer(last!, s, seat))) continue;
    const priv = JSON.stringify(privatePart(s, { kind: 'seat', seatId: seat.id }, 'share'));
    if (held.get(seat.id) !== priv) {
      held.set(seat.id, priv);
      changed.set(seat.id, priv);
    }
  }
}

/** The referee's part as of the room's synced state (not the session's, which may be a
 *  command ahead while its append is being committed), made now if no referee was watching:
 *  for a referee's client joining. */
export function refereePartNow(room: EpicState, session: GameSession): string {
  const held = partsOf(room);
  if (!held.has(REFEREE)) syncRefereePart(room, lastSyncOf(room)?.state ?? session.state, new Map());
  return held.get(REFEREE)!;
}

function syncRefereePart(room: EpicState, s: GameState, changed: Map<string, string>): void {
  const held = partsOf(room);
  const ref = JSON.stringify(privatePart(s, { kind: 'referee' }, 'share'));
  if (held.get(REFEREE) !== ref) {
    held.set(REFEREE, ref);
    changed.set(REFEREE, ref);
  }
}
