// Retreats (core rules, "Retreats"): for each flag not ignored a unit moves back a number of
// hexes set by its type, each hex one row nearer its own side; it may not move onto or
// through another unit, off the board or into impassable terrain; it loses one block for each
// hex it cannot retreat. The owning player picks the path: only the hex where the unit ends
// matters, so the referee offers one path per reachable end hex, and asks only when there is
// more than one.
import { areAdjacent, formatHex, hexKey, isOnBoard, stepsTowardOwnSide, type Hex } from '../board/hex.js';
import { isHexBlocked } from '../rules/queries.js';
import type { GameState, UnitState } from '../state.js';
import { terrainAt, TERRAIN } from '../terrain/catalog.js';
import { UNIT_TYPES } from '../units/catalog.js';

/** The hexes one row nearer the unit's own side that it may retreat into from `from`. */
export function retreatSteps(state: GameState, unit: UnitState, from: Hex): Hex[] {
  const row = from.row + (unit.army === 'south' ? 1 : -1);
  const out: Hex[] = [];
  for (let col = from.col - 1; col <= from.col + 1; col++) {
    const hex = { col, row };
    if (!isOnBoard(hex) || !areAdjacent(from, hex)) continue;
    if (isHexBlocked(state, hex, unit)) continue;
    if (TERRAIN[terrainAt(state.scenario, hex)].impassable(unit.type)) continue;
    out.push(hex);
  }
  return out;
}

/** The longest retreat paths of at most `limit` steps, one per end hex. */
export function longestRetreatPaths(state: GameState, unit: UnitState, limit: number): Hex[][] {
  let frontier: Hex[][] = [[]];
  for (let i = 0; i < limit; i++) {
    const next: Hex[][] = [];
    const seen = new Set<string>();
    for (const path of frontier) {
      const at = path[path.length - 1] ?? unit.hex;
      for (const step of retreatSteps(state, unit, at)) {
        const key = hexKey(step);
        if (seen.has(key)) continue;
        seen.add(key);
        next.push([...path, step]);
      }
    }
    if (next.length === 0) break;
    frontier = next;
  }
  return frontier.filter((p) => p.length > 0);
}

export interface RetreatPlan {
  /** Hexes the flags call for. */
  hexes: number;
  /** The possible retreats, one per end hex, all of the greatest length possible (empty: the
   *  unit cannot move back at all and loses a block for every hex). */
  paths: Hex[][];
}

/** How far a unit retreats for `flags` flags, and where it may end. */
export function retreatPlan(state: GameState, unit: UnitState, flags: number): RetreatPlan {
  const hexes = flags * UNIT_TYPES[unit.type].retreatPerFlag;
  return { hexes, paths: longestRetreatPaths(state, unit, hexes) };
}

/** Why a retreat path is not one of the offered ones, or null when it is. */
export function chosenRetreatError(state: GameState, unit: UnitState, path: Hex[], offered: Hex[][]): string | null {
  if (!Array.isArray(path)) return 'a retreat is a list of hexes';
  let at = unit.hex;
  for (const hex of path) {
    if (!isOnBoard(hex)) return `hex ${formatHex(hex)} is off the board`;
    if (!areAdjacent(at, hex)) return `${formatHex(hex)} is not adjacent to ${formatHex(at)}`;
    if (!stepsTowardOwnSide(at, hex, unit.army)) return `${formatHex(hex)} is not one row nearer ${unit.army}'s own side`;
    if (isHexBlocked(state, hex, unit)) return `${formatHex(hex)} is occupied`;
    if (TERRAIN[terrainAt(state.scenario, hex)].impassable(unit.type)) return `${formatHex(hex)} is impassable`;
    at = hex;
  }
  const longest = offered[0]?.length ?? 0;
  if (path.length !== longest) return `the unit must retreat as far as it can: ${longest} hex${longest === 1 ? '' : 'es'}, not ${path.length}`;
  return null;
}
