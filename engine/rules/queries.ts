// Read-only questions about a game state, shared by decide, legalCommands and views.
import { areAdjacent, hexKey, otherArmy, sameHex, sectionsOf, type ArmyId, type Hex, type Section } from '../board/hex.js';
import type { UnitQualifier } from '../cards/catalog.js';
import type { GameState, UnitState } from '../state.js';
import type { Scenario } from '../scenario/types.js';
import { isFoot, UNIT_TYPES } from '../units/catalog.js';
import { fieldGeneralRole, type Role, type Seat } from './seating.js';

export function seatById(state: GameState, seatId: string): Seat | undefined {
  // A plain loop: asked several times a command, where find made a closure each time.
  for (const s of state.seats) if (s.id === seatId) return s;
  return undefined;
}

/** The id of the seat of `army` that holds `role` ('' when none does). */
export function seatFor(state: GameState, army: ArmyId, role: Role): string {
  return seatHolding(state.seats, army, role);
}

/** The same, among these seats (a view's, where there is no state: view.ts, waitingForOf). */
export function seatHolding(seats: readonly Seat[], army: ArmyId, role: Role): string {
  return seats.find((s) => s.army === army && s.roles.includes(role))?.id ?? '';
}

export function seatHolds(seat: Seat, role: Role): boolean {
  return seat.roles.includes(role);
}

export function seatIsFieldGeneral(seat: Seat, section: Section): boolean {
  return seatHolds(seat, fieldGeneralRole(section));
}

export function liveUnits(state: GameState, army?: ArmyId): UnitState[] {
  const out: UnitState[] = [];
  // for-in, not Object.values: no array of every unit made per call (the rules ask this often).
  for (const id in state.units) {
    const u = state.units[id]!;
    if (!u.eliminated && (!army || u.army === army)) out.push(u);
  }
  return out;
}

/** The ids of an army's leaders in a scenario, made once per scenario: a unit's type never
 *  changes and no unit joins after the start, so the state's leaders are these (those still in
 *  play among them). The state carries its scenario object unchanged from the start, so one
 *  list serves a whole game. */
const leadersByScenario = new WeakMap<Scenario, Record<ArmyId, readonly string[]>>();
export function scenarioLeaderIds(scenario: Scenario, army: ArmyId): readonly string[] {
  let byArmy = leadersByScenario.get(scenario);
  if (!byArmy) {
    const found: Record<ArmyId, string[]> = { north: [], south: [] };
    for (const u of scenario.units) if (u.type === 'leader') found[u.army].push(u.id);
    leadersByScenario.set(scenario, (byArmy = found));
  }
  return byArmy[army];
}

export function isLeader(unit: UnitState): boolean {
  return unit.type === 'leader';
}

export function unitSections(unit: UnitState): readonly Section[] {
  return sectionsOf(unit.hex, unit.army);
}

export function inSection(unit: UnitState, section: Section): boolean {
  return unitSections(unit).includes(section);
}

// The live units by hex, built once per units object: the state is never changed in place
// (evolve makes a new units object when a unit changes), so the index stays right for it.
// A state asked only a few times (deciding one move) is scanned; one asked often (the options
// of a seat, a battle's sight lines) gets the index.
const occupancy = new WeakMap<object, Map<string, UnitState[]>>();
const lookups = new WeakMap<object, number>();
const SCANS_BEFORE_INDEX = 12;

/** The live units and leaders on a hex (either army). */
export function unitsOn(state: Pick<GameState, 'units'>, hex: Hex): readonly UnitState[] {
  let index = occupancy.get(state.units);
  if (!index) {
    const n = (lookups.get(state.units) ?? 0) + 1;
    if (n <= SCANS_BEFORE_INDEX) {
      lookups.set(state.units, n);
      const out: UnitState[] = [];
      for (const id in state.units) {
        const u = state.units[id]!;
        if (!u.eliminated && u.hex.col === hex.col && u.hex.row === hex.row) out.push(u);
      }
      return out;
    }
    index = new Map();
    for (const id in state.units) {
      const u = state.units[id]!;
      if (u.eliminated) continue;
      const key = hexKey(u.hex);
      const list = index.get(key);
      if (list) list.push(u);
      else index.set(key, [u]);
    }
    occupancy.set(state.units, index);
  }
  return index.get(hexKey(hex)) ?? [];
}

/** The (non-leader) unit standing on a hex, if any. */
export function unitAt(state: GameState, hex: Hex): UnitState | undefined {
  return unitsOn(state, hex).find((u) => !isLeader(u));
}

export function leadersAt(state: GameState, hex: Hex, army: ArmyId): UnitState[] {
  return unitsOn(state, hex).filter((u) => isLeader(u) && u.army === army);
}

export function isAdjacentToEnemy(state: GameState, unit: UnitState): boolean {
  const enemy = otherArmy(unit.army);
  return liveUnits(state, enemy).some((e) => !isLeader(e) && areAdjacent(e.hex, unit.hex));
}

export function qualifies(state: GameState, unit: UnitState, qualifier: UnitQualifier): boolean {
  const info = UNIT_TYPES[unit.type];
  switch (qualifier) {
    case 'any':
      return true;
    case 'light':
    case 'medium':
    case 'heavy':
      return info.unitClass === qualifier;
    case 'mounted':
      return info.mounted;
    case 'foot':
      return isFoot(unit.type, state.options.warMachinesAreFoot);
    case 'ranged':
      return info.ranged !== null;
    case 'adjacent-to-enemy':
      return !isLeader(unit) && isAdjacentToEnemy(state, unit);
  }
}

/** Hexes occupied by anything that blocks movement into them for this army's unit. */
export function isHexBlocked(state: GameState, hex: Hex, mover: UnitState): boolean {
  for (const u of unitsOn(state, hex)) {
    if (u.id === mover.id) continue;
    // A leader moving alone passes friendly units and leaders (the movement page; where he may
    // end is the mover's rule). A unit may join a lone friendly leader unless it has a leader
    // of its own ("only one leader may occupy a hex"; the retreat page: "a unit without an
    // attached leader"). Nothing else shares a hex.
    if (isLeader(mover) && u.army === mover.army) continue;
    if (!isLeader(mover) && isLeader(u) && u.army === mover.army && !hasLeaderWith(state, mover)) continue;
    return true;
  }
  return false;
}

/** Whether a friendly leader stands with the unit. */
function hasLeaderWith(state: GameState, unit: UnitState): boolean {
  for (const id of scenarioLeaderIds(state.scenario, unit.army)) {
    const l = state.units[id];
    if (l && id !== unit.id && !l.eliminated && l.hex.col === unit.hex.col && l.hex.row === unit.hex.row) return true;
  }
  return false;
}

