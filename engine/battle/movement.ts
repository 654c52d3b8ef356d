// Movement (core rules, "Move"; Epic: "Unit and Leader movement is governed by the Movement
// rule section in the core rules"): hex by hex up to the type's allowance; never into or
// through another unit; a unit entering a hex with a lone friendly leader stops there;
// impassable terrain is never entered; terrain that stops movement ends the move; warriors
// move two only to charge (ending next to an enemy). The referee's check and the reachable
// hexes a Field General's screen shows come from the same functions.
import { areAdjacent, formatHex, hexKey, isOnBoard, neighbours, otherArmy, sameHex, type Hex } from '../board/hex.js';
import { unitMovement } from '../rules/card-effects.js';
import { isHexBlocked, isLeader, leadersAt, unitsOn } from '../rules/queries.js';
import type { GameState, UnitState } from '../state.js';
import { terrainAt, TERRAIN } from '../terrain/catalog.js';
import { UNIT_TYPES, type UnitType } from '../units/catalog.js';

export interface MoveRefusal {
  code: string;
  message: string;
}

function refuse(code: string, message: string): MoveRefusal {
  return { code, message };
}

/** Who the terrain stops, as its page says it. */
function stopRule(t: { name: string; stops: (type: UnitType) => boolean }): string {
  if (t.stops('leader') && t.stops('heavy-infantry')) return 'units and leaders must stop on entering';
  if (t.stops('leader')) return 'mounted units and lone leaders must stop on entering';
  return 'a unit entering must stop';
}

function nextToEnemy(state: GameState, unit: UnitState, hex: Hex): boolean {
  const enemy = otherArmy(unit.army);
  return neighbours(hex).some((h) => unitsOn(state, h).some((e) => e.army === enemy && !isLeader(e)));
}

/** Why this path may not be moved now (given the unit's moves so far this turn, or, for
 *  Move-Fire-Move's second move, its moves since it fired: `trail`), or null. */
export function moveRefusal(state: GameState, unit: UnitState, path: Hex[], trail: Hex[] = state.turnState.trails[unit.id] ?? [unit.hex]): MoveRefusal | null {
  const info = UNIT_TYPES[unit.type];
  const m = unitMovement(state, unit);
  // Hexes entered earlier this turn: a stop there ended the unit's move.
  for (const hex of trail.slice(1)) {
    const t = TERRAIN[terrainAt(state.scenario, hex)];
    if (t.stops(unit.type)) return refuse('move/stopped_by_terrain', `${unit.id} entered ${t.name.toLowerCase()} at ${formatHex(hex)} and must stop there (${t.name.toLowerCase()}: ${stopRule(t)}).`);
    if (!isLeader(unit) && sameHex(hex, unit.hex) && leadersAt(state, hex, unit.army).length > 0 && !sameHex(trail[0]!, hex)) {
      return refuse('move/stopped_by_leader', `${unit.id} joined a leader at ${formatHex(hex)} and ended its move there.`);
    }
  }
  let at = unit.hex;
  for (let i = 0; i < path.length; i++) {
    const hex = path[i]!;
    const last = i === path.length - 1;
    if (!isOnBoard(hex)) return refuse('move/off_board', `Hex ${formatHex(hex)} is off the 26x9 board.`);
    if (!areAdjacent(at, hex)) return refuse('move/not_adjacent', `Moves go hex by hex: ${formatHex(hex)} is not adjacent to ${formatHex(at)}.`);
    const passing = m.passFriends && !last && friendsOnly(state, hex, unit) && unitsOn(state, hex).some((u) => !isLeader(u));
    if (isHexBlocked(state, hex, unit) && !passing) return refuse('move/occupied', `Hex ${formatHex(hex)} is occupied; a unit may not move into or through another unit${isLeader(unit) ? '' : ', nor a unit with a leader onto another leader (one leader a hex)'}.`);
    if (last && isLeader(unit) && leadersAt(state, hex, unit.army).some((l) => l.id !== unit.id)) {
      return refuse('move/leader_occupied', `Another leader of his army stands on ${formatHex(hex)}: a leader may pass through it but not end there (only one leader may occupy a hex).`);
    }
    const t = TERRAIN[terrainAt(state.scenario, hex)];
    if (t.impassable(unit.type)) return refuse('move/impassable', `${t.name} at ${formatHex(hex)} is impassable to ${info.name.toLowerCase()}.`);
    if (!last && t.stops(unit.type)) return refuse('move/stopped_by_terrain', `${info.name} entering ${t.name.toLowerCase()} at ${formatHex(hex)} must stop there (${t.name.toLowerCase()}: ${stopRule(t)}).`);
    if (!last && !isLeader(unit) && !passing && leadersAt(state, hex, unit.army).length > 0) {
      return refuse('move/stopped_by_leader', `A unit entering the hex of a lone friendly leader at ${formatHex(hex)} must end its move there.`);
    }
    at = hex;
  }
  const total = trail.length - 1 + path.length;
  const start = TERRAIN[terrainAt(state.scenario, trail[0]!)];
  if (start.leaveOneHex && total > 1 && !isLeader(unit)) {
    return refuse('move/leaving_terrain', `${info.name} leaving ${start.name.toLowerCase()} at ${formatHex(trail[0]!)} moves only to an adjacent hex (${start.name.toLowerCase()}: a unit that leaves it may move 1 hex).`);
  }
  if (!state.options.enforceMovementAllowance) return null;
  if (total <= m.movement) return null;
  const by = m.card ? ` ordered by ${m.card}` : '';
  if (m.chargeMovement !== null && total <= m.chargeMovement) {
    if (nextToEnemy(state, unit, at)) return null;
    return refuse('move/charge_needs_enemy', `${info.name}${by} moves ${total} hexes only to charge: the move must end next to an enemy unit (it then must close combat).`);
  }
  const allowance = m.chargeMovement ?? m.movement;
  const rule = m.card === 'Line Command' ? ' (Line Command: "each unit may move no more than one hex")' : '';
  return refuse('move/too_far', `${info.name}${by} moves at most ${allowance} hex${allowance > 1 ? 'es' : ''}${m.chargeMovement ? ' (charging)' : ''}${rule}; this would make ${total}.`);
}

/** Only units of the mover's own army stand on the hex (light foot passing them). */
function friendsOnly(state: GameState, hex: Hex, mover: UnitState): boolean {
  const here = unitsOn(state, hex);
  return here.length > 0 && here.every((u) => u.army === mover.army);
}

/** Every hex the unit may move to now, with one path to it (shortest first). */
export function reachableHexes(state: GameState, unit: UnitState, trail: Hex[] = state.turnState.trails[unit.id] ?? [unit.hex]): { hex: Hex; path: Hex[] }[] {
  const m = unitMovement(state, unit);
  const leavesOne = !isLeader(unit) && TERRAIN[terrainAt(state.scenario, trail[0]!)].leaveOneHex;
  const budget = (leavesOne ? 1 : state.options.enforceMovementAllowance ? Math.max(m.movement, m.chargeMovement ?? 0) : 12) - (trail.length - 1);
  const out: { hex: Hex; path: Hex[] }[] = [];
  if (budget <= 0) return out;
  const seen = new Set<string>([hexKey(unit.hex)]);
  let frontier: Hex[][] = [[]];
  for (let step = 0; step < budget && frontier.length > 0; step++) {
    const next: Hex[][] = [];
    for (const path of frontier) {
      const at = path[path.length - 1] ?? unit.hex;
      for (const hex of neighbours(at)) {
        const key = hexKey(hex);
        if (seen.has(key)) continue;
        const candidate = [...path, hex];
        const refusal = moveRefusal(state, unit, candidate, trail);
        // A hex a move may pass through (though not end on, e.g. a warrior's first charge hex
        // away from the enemy) still extends the search.
        if (refusal === null) out.push({ hex, path: candidate });
        const passing = m.passFriends && friendsOnly(state, hex, unit) && unitsOn(state, hex).some((u) => !isLeader(u));
        const passable = (!isHexBlocked(state, hex, unit) || passing) && !TERRAIN[terrainAt(state.scenario, hex)].impassable(unit.type);
        if (!passable) continue;
        seen.add(key);
        const stops = TERRAIN[terrainAt(state.scenario, hex)].stops(unit.type) || (!isLeader(unit) && !passing && leadersAt(state, hex, unit.army).length > 0);
        if (!stops) next.push(candidate);
      }
    }
    frontier = next;
  }
  return out;
}
