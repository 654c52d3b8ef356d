// What the viewing seat holds and may do, read from its view (the client has no GameState,
// so the server stays the judge: these only decide which controls to show).
import { neighbours, sectionsOf, SECTIONS, hexKey, stepsTowardOwnSide, type ArmyId, type Hex, type Section } from '../../../engine/board/hex.js';
import { fieldGeneralRole, type Role } from '../../../engine/rules/seating.js';
import type { UnitState } from '../../../engine/state.js';
import { channelName as engineChannelName } from '../../../engine/names.js';
import { courierClosesTable, frontMembers, teamMembers } from '../../../engine/talk.js';
import type { ClientView } from './view.js';

export function fgRole(section: Section): Role {
  return fieldGeneralRole(section);
}

export function isOverallCommander(view: ClientView): boolean {
  return Boolean(view.me?.roles.includes('overall-commander'));
}

/** The sections whose Field General this seat is. */
export function mySections(view: ClientView): Section[] {
  const me = view.me;
  return me ? SECTIONS.filter((s) => me.roles.includes(fgRole(s))) : [];
}

/** Whether a seat's player is connected now (the room's presence list). */
export function isConnected(view: ClientView, seatId: string | undefined): boolean {
  return Boolean(seatId && view.presence.find((p) => p.id === seatId)?.connected);
}

export function myArmy(view: ClientView): ArmyId | null {
  return view.me?.army ?? null;
}

export function isMyTurn(view: ClientView): boolean {
  return view.me !== null && view.me.army === view.activeArmy && !view.winner;
}

export function unitSections(u: UnitState): readonly Section[] {
  return sectionsOf(u.hex, u.army);
}

export function unitById(view: ClientView, id: string | null): UnitState | undefined {
  return id ? view.units.find((u) => u.id === id) : undefined;
}

/** The section to order a clicked unit from: one of the seat's sections now ordering that
 *  holds the unit, else the preferred one (the server explains why not). */
export function sectionForOrder(view: ClientView, unit: UnitState, preferred: Section): Section {
  const ordering = mySections(view).filter((s) => view.sectionSteps[s] === 'ordering');
  const army = view.me?.army ?? unit.army;
  const own = sectionsOf(unit.hex, army);
  return ordering.find((s) => s === preferred && own.includes(s)) ?? ordering.find((s) => own.includes(s)) ?? preferred;
}

/** Hexes a planned move may enter next: adjacent, on the board, not held by another unit. */
export function nextHexes(view: ClientView, unit: UnitState, path: Hex[]): Hex[] {
  const at = path.length ? path[path.length - 1]! : unit.hex;
  const taken = new Set(view.units.filter((u) => !u.eliminated && u.id !== unit.id && (u.type !== 'leader' || unit.type === 'leader')).map((u) => hexKey(u.hex)));
  const visited = new Set([hexKey(unit.hex), ...path.map(hexKey)]);
  return neighbours(at).filter((h) => !taken.has(hexKey(h)) && !visited.has(hexKey(h)));
}

/** The front channel open now for this seat, if any (engine/talk.ts, openFront). */
export function openFrontChannel(view: ClientView): string | null {
  const me = view.me;
  const visit = view.turnState.visit;
  if (!me || view.winner || view.phase === 'command' || !visit || me.army !== view.activeArmy) return null;
  const member = me.roles.includes('overall-commander') || (visit === 'all' ? mySections(view).length > 0 : me.roles.includes(fgRole(visit)));
  return member ? `front:${view.activeArmy}:${view.turn}` : null;
}

/** The seats a channel of this seat's army reaches (engine/talk.ts, talkRecipients and
 *  frontMembers, read from the view's seats). */
export function channelMembers(view: ClientView, channel: string): string[] {
  const [kind, army] = channel.split(':') as [string, ArmyId];
  if (kind === 'team') return teamMembers(view, army);
  if (kind === 'front') return frontMembers(view, army, view.turnState.visit);
  return view.seats.map((s) => s.id);
}

/** Channels this seat may post to now. A channel that would reach nobody but this seat
 *  (the team or the front of a seat holding every role it joins: two players, or the four-
 *  player Overall Commander visiting his own Center) is left out: the rules allow it, but
 *  nobody would hear it. */
export function talkChannels(view: ClientView): string[] {
  const me = view.me;
  if (!me) return [];
  // The courier rule closes the table to an Overall Commander visiting one front (engine/talk.ts).
  const out = courierClosesTable(view, view.phase === 'command', me) ? [] : ['table'];
  if (mySections(view).length > 0) out.push(`team:${me.army}`);
  const front = openFrontChannel(view);
  if (front) out.push(front);
  return out.filter((c) => c === 'table' || channelMembers(view, c).some((id) => id !== me.id));
}

/** A channel in words (engine/names.ts: the same wording as the text export). */
export function channelName(channel: string, view: ClientView): string {
  return engineChannelName(channel, view);
}

/** Hexes a retreat may enter next: adjacent, one row nearer the unit's own side, free
 *  (engine/decide/orders.ts, retreatPathError). */
export function retreatHexes(view: ClientView, unit: UnitState, path: Hex[]): Hex[] {
  const at = path.length ? path[path.length - 1]! : unit.hex;
  const taken = new Set(view.units.filter((u) => !u.eliminated && u.id !== unit.id && !(u.type === 'leader' && u.army === unit.army)).map((u) => hexKey(u.hex)));
  return neighbours(at).filter((h) => stepsTowardOwnSide(at, h, unit.army) && !taken.has(hexKey(h)));
}
