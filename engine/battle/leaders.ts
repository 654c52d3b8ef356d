// Leaders in battle (core rules, "Leaders": "Leader Casualty Checks", "Leader Evade"). A leader
// on a hex with a unit of his army is attached to it. Once per combat sequence, after the
// blocks (and any blocks lost for a retreat not completed) are removed: if the unit still
// stands, 2 dice, and two helmets hit him; if it was eliminated, 1 die, and a helmet hits him,
// else he must evade. Flags alone call for no check. The dice are data (LEADER_CHECKS).
import { areAdjacent, baselineRow, BOARD_ROWS, hexKey, isOnBoard, type Hex } from '../board/hex.js';
import type { LeaderCheckCause } from '../events.js';
import { isLeader, leadersAt, scenarioLeaderIds, unitsOn } from '../rules/queries.js';
import type { DieFace } from '../rules/random.js';
import type { GameState, UnitState } from '../state.js';
import { terrainAt, TERRAIN } from '../terrain/catalog.js';
import { UNIT_TYPES } from '../units/catalog.js';

/** Dice rolled and helmets that make the leader fall, by cause and kind of combat. */
export const LEADER_CHECKS: Record<LeaderCheckCause, { closeCombat: { dice: number; helmets: number }; ranged: { dice: number; helmets: number } }> = {
  // The unit with him lost blocks but stands: two dice, he falls on two helmets.
  'unit-hit': { closeCombat: { dice: 2, helmets: 2 }, ranged: { dice: 2, helmets: 2 } },
  // The unit with him was eliminated: one die, he falls on a helmet, else he evades.
  'unit-eliminated': { closeCombat: { dice: 1, helmets: 1 }, ranged: { dice: 1, helmets: 1 } },
  // He has nowhere to evade to: he is lost (no dice).
  alone: { closeCombat: { dice: 0, helmets: 0 }, ranged: { dice: 0, helmets: 0 } },
};

export function leaderCheckDice(_state: GameState, cause: LeaderCheckCause, closeCombat: boolean): number {
  return LEADER_CHECKS[cause][closeCombat ? 'closeCombat' : 'ranged'].dice;
}

export function leaderDies(_state: GameState, cause: LeaderCheckCause, closeCombat: boolean, faces: DieFace[]): boolean {
  const need = LEADER_CHECKS[cause][closeCombat ? 'closeCombat' : 'ranged'].helmets;
  return faces.filter((f) => f === 'leader').length >= need;
}

/** Where a leader whose unit fell may evade (core rules, "Leader Evade"): 1, 2 or 3 hexes toward
 *  his own side, each a row back, or off the battlefield from his own baseline; he may pass
 *  friendly units but not enemies, and may not end on a hex with another friendly leader (a
 *  friendly unit there: he attaches to it). One route per end hex, shortest first; none: he is
 *  lost. */
export function leaderEscapePaths(state: GameState, leader: UnitState): Hex[][] {
  const out: Hex[][] = [];
  const seen = new Set<string>();
  let frontier: Hex[][] = [[]];
  for (let step = 0; step < UNIT_TYPES.leader.movement; step++) {
    const next: Hex[][] = [];
    for (const path of frontier) {
      const at = path[path.length - 1] ?? leader.hex;
      const row = at.row + (leader.army === 'south' ? 1 : -1);
      // From his own baseline he may evade off the battlefield (the movement page: "leaders may
      // evade or escape off the battlefield on their own side, at the owner's choice").
      if (row < 0 || row >= BOARD_ROWS) {
        out.push([...path, { col: at.col, row }]);
        continue;
      }
      for (let col = at.col - 1; col <= at.col + 1; col++) {
        const hex = { col, row };
        if (!isOnBoard(hex) || !areAdjacent(at, hex) || seen.has(hexKey(hex))) continue;
        if (TERRAIN[terrainAt(state.scenario, hex)].impassable(leader.type)) continue;
        const here = unitsOn(state, hex);
        if (here.some((u) => u.army !== leader.army)) continue;
        seen.add(hexKey(hex));
        const route = [...path, hex];
        if (!here.some((u) => isLeader(u) && u.id !== leader.id)) out.push(route);
        next.push(route);
      }
    }
    frontier = next;
  }
  return out;
}

/** Why a chosen leader evade route is not allowed, or null: hex by hex, a row back each
 *  time, through no enemy, ending where one of the offered routes ends. */
export function leaderEscapeError(state: GameState, leader: UnitState, path: Hex[], offered: Hex[][]): string | null {
  if (!Array.isArray(path) || path.length === 0) return 'the leader must evade at least 1 hex';
  let at = leader.hex;
  for (const [i, hex] of path.entries()) {
    if (i === path.length - 1 && isOffOwnEdge(leader, at, hex)) return endsOffered(offered, hex);
    if (!isOnBoard(hex) || !areAdjacent(at, hex) || hex.row !== at.row + (leader.army === 'south' ? 1 : -1)) return `(${hex.col},${hex.row}) is not one hex back toward his own side from (${at.col},${at.row})`;
    if (unitsOn(state, hex).some((u) => u.army !== leader.army)) return `(${hex.col},${hex.row}) holds the enemy`;
    at = hex;
  }
  return endsOffered(offered, at);
}

function endsOffered(offered: Hex[][], end: Hex): string | null {
  const ends = offered.map((p) => hexKey(p[p.length - 1]!));
  if (!ends.includes(hexKey(end))) return `he may end on ${ends.map((e) => `(${e})`).join(', ')}`;
  return null;
}

/** The step from his own baseline off the battlefield (same column, one row beyond it). */
export function isOffOwnEdge(leader: UnitState, from: Hex, to: Hex): boolean {
  return from.row === baselineRow(leader.army) && to.col === from.col && to.row === from.row + (leader.army === 'south' ? 1 : -1);
}

/** Whether an escape route ends off the battlefield. */
export function leavesBattlefield(path: readonly Hex[]): boolean {
  const end = path[path.length - 1];
  return end !== undefined && !isOnBoard(end);
}

/** The leaders attached to a unit (same hex, same army). */
export function attachedLeaders(state: GameState, unit: UnitState): UnitState[] {
  if (isLeader(unit)) return [];
  // The army's few leaders, not a scan of every unit on the board (asked at every roll).
  const out: UnitState[] = [];
  for (const id of scenarioLeaderIds(state.scenario, unit.army)) {
    const l = state.units[id];
    if (l && !l.eliminated && l.hex.col === unit.hex.col && l.hex.row === unit.hex.row) out.push(l);
  }
  return out;
}
