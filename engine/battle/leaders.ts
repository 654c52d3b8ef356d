// Leaders in battle (core rules, "Leaders", "Leader Casualty Check", "Leader Escape"). A
// leader on a hex with a unit of his army is attached to it. When that unit loses blocks the
// leader may fall; when it is eliminated he may fall or he escapes to a friendly unit. The
// dice and the helmets needed are data (LEADER_CHECKS), named in docs/rules-decisions.md.
import { hexKey, neighbours, sameHex, type Hex } from '../board/hex.js';
import type { LeaderCheckCause } from '../events.js';
import { isLeader, leadersAt, liveUnits } from '../rules/queries.js';
import type { DieFace } from '../rules/random.js';
import type { GameState, UnitState } from '../state.js';
import { terrainAt, TERRAIN } from '../terrain/catalog.js';
import { UNIT_TYPES } from '../units/catalog.js';

/** Dice rolled and helmets that make the leader fall, by cause and kind of combat. */
export const LEADER_CHECKS: Record<LeaderCheckCause, { closeCombat: { dice: number; helmets: number }; ranged: { dice: number; helmets: number } }> = {
  // The unit with him lost blocks but stands: two dice, he falls on two helmets.
  'unit-hit': { closeCombat: { dice: 2, helmets: 2 }, ranged: { dice: 2, helmets: 2 } },
  // The unit with him was eliminated: one die, he falls on a helmet, else he escapes.
  'unit-eliminated': { closeCombat: { dice: 1, helmets: 1 }, ranged: { dice: 1, helmets: 1 } },
  // He had no way out: he falls (no dice).
  alone: { closeCombat: { dice: 0, helmets: 0 }, ranged: { dice: 0, helmets: 0 } },
};

export function leaderCheckDice(_state: GameState, cause: LeaderCheckCause, closeCombat: boolean): number {
  return LEADER_CHECKS[cause][closeCombat ? 'closeCombat' : 'ranged'].dice;
}

export function leaderDies(_state: GameState, cause: LeaderCheckCause, closeCombat: boolean, faces: DieFace[]): boolean {
  const need = LEADER_CHECKS[cause][closeCombat ? 'closeCombat' : 'ranged'].helmets;
  return faces.filter((f) => f === 'leader').length >= need;
}

/** Is a hex free for a leader to pass: no enemy unit or leader, and passable terrain. */
function leaderMayPass(state: GameState, leader: UnitState, hex: Hex): boolean {
  if (TERRAIN[terrainAt(state.scenario, hex)].impassable(leader.type)) return false;
  return !liveUnits(state).some((u) => u.army !== leader.army && sameHex(u.hex, hex));
}

/** A hex where an escaping leader may end: a friendly unit with no other leader. */
function leaderMayJoin(state: GameState, leader: UnitState, hex: Hex): boolean {
  const friends = liveUnits(state, leader.army).filter((u) => u.id !== leader.id && sameHex(u.hex, hex));
  return friends.some((u) => !isLeader(u)) && !friends.some((u) => isLeader(u));
}

/** The escape routes of a leader whose unit fell: up to his movement through hexes free of the
 *  enemy, ending on a friendly unit; one route per end hex, shortest first. */
export function leaderEscapePaths(state: GameState, leader: UnitState): Hex[][] {
  const reach = UNIT_TYPES.leader.movement;
  const out: Hex[][] = [];
  const seen = new Set<string>([hexKey(leader.hex)]);
  let frontier: Hex[][] = [[]];
  for (let step = 0; step < reach; step++) {
    const next: Hex[][] = [];
    for (const path of frontier) {
      const at = path[path.length - 1] ?? leader.hex;
      for (const hex of neighbours(at)) {
        const key = hexKey(hex);
        if (seen.has(key) || !leaderMayPass(state, leader, hex)) continue;
        seen.add(key);
        const route = [...path, hex];
        if (leaderMayJoin(state, leader, hex)) out.push(route);
        next.push(route);
      }
    }
    frontier = next;
  }
  return out;
}

/** The leaders attached to a unit (same hex, same army). */
export function attachedLeaders(state: GameState, unit: UnitState): UnitState[] {
  return isLeader(unit) ? [] : leadersAt(state, unit.hex, unit.army);
}
