// Retreats (core rules, "Retreats"): for each flag not ignored a unit moves back its movement
// allowance (warriors 2 hexes, elephants and auxilia 1), each hex one row nearer its own side,
// never sideways. Terrain has no effect on a retreat except impassable terrain, which blocks
// it. A unit may not retreat onto or through another unit or a lone enemy leader; it may retreat
// onto a lone friendly leader, who attaches to it, and its retreat stops there. It loses one
// block for each hex it cannot retreat. The owning player picks the path: only where the unit
// ends matters, so the referee offers one path per end hex, and asks only when there are two.
import { areAdjacent, formatHex, hexKey, isOnBoard, stepsTowardOwnSide, type Hex } from '../board/hex.js';
import { isHexBlocked, isLeader, unitsOn } from '../rules/queries.js';
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

/** Does a lone friendly leader stand on the hex (a retreat or evade onto it stops there)? */
export function loneFriendlyLeaderOn(state: GameState, unit: UnitState, hex: Hex): boolean {
  const here = unitsOn(state, hex);
  return !isLeader(unit) && here.length > 0 && here.every((u) => isLeader(u) && u.army === unit.army);
}

export interface RetreatPath {
  path: Hex[];
  /** Blocks lost for the hexes it could not retreat (0 when it retreats in full or stops on a
   *  friendly leader). */
  blocksLost: number;
  /** Elephants (rules option elephantBlockedRetreat): the units that block its retreat lose
   *  these blocks instead of it. */
  blockers?: { unitId: string; blocks: number }[];
}

/** The units standing on the hexes one row back from `at` (what stops a retreat there). */
function blockingUnits(state: GameState, unit: UnitState, at: Hex): UnitState[] {
  const row = at.row + (unit.army === 'south' ? 1 : -1);
  const out: UnitState[] = [];
  for (let col = at.col - 1; col <= at.col + 1; col++) {
    const hex = { col, row };
    if (!isOnBoard(hex) || !areAdjacent(at, hex)) continue;
    for (const u of unitsOn(state, hex)) if (!isLeader(u)) out.push(u);
  }
  return out;
}

/** The elephant's unit card: when units block its retreat, each of them loses a block (rules
 *  option elephantBlockedRetreat: or one for every hex it cannot retreat), and it loses none
 *  (edges and impassable terrain still cost it). */
function withBlockers(state: GameState, unit: UnitState, option: RetreatPath): RetreatPath {
  const rule = state.options.elephantBlockedRetreat;
  if (option.blocksLost === 0 || !UNIT_TYPES[unit.type].blockersLoseOnBlockedRetreat || rule === 'elephant-loses') return option;
  const at = option.path[option.path.length - 1] ?? unit.hex;
  const blockers = blockingUnits(state, unit, at);
  if (blockers.length === 0) return option;
  // "The 2 blocking units each take 1 loss" (one-each), or one for every hex not retreated.
  const each = rule === 'one-each' ? 1 : option.blocksLost;
  return { ...option, blocksLost: 0, blockers: blockers.map((b) => ({ unitId: b.id, blocks: Math.min(b.blocks, each) })) };
}

/** Every way to retreat up to `limit` hexes, one per end hex, keeping only the least costly. */
export function retreatOptions(state: GameState, unit: UnitState, limit: number): RetreatPath[] {
  const done: RetreatPath[] = [];
  let frontier: Hex[][] = [[]];
  for (let i = 0; i < limit && frontier.length > 0; i++) {
    const next: Hex[][] = [];
    const seen = new Set<string>();
    for (const path of frontier) {
      const at = path[path.length - 1] ?? unit.hex;
      const steps = retreatSteps(state, unit, at);
      if (steps.length === 0) done.push({ path, blocksLost: limit - path.length });
      for (const step of steps) {
        const key = hexKey(step);
        if (seen.has(key)) continue;
        seen.add(key);
        const longer = [...path, step];
        if (loneFriendlyLeaderOn(state, unit, step)) done.push({ path: longer, blocksLost: 0 });
        else next.push(longer);
      }
    }
    frontier = next;
  }
  for (const path of frontier) done.push({ path, blocksLost: limit - path.length });
  // The unit retreats as far as it can: only the retreats that fall least short are offered
  // (who pays for the shortfall is settled after, per end hex).
  const least = Math.min(...done.map((d) => d.blocksLost));
  const byEnd = new Map<string, RetreatPath>();
  for (const d of done) {
    if (d.blocksLost !== least) continue;
    const key = d.path.length ? hexKey(d.path[d.path.length - 1]!) : 'stay';
    if (!byEnd.has(key)) byEnd.set(key, withBlockers(state, unit, d));
  }
  return [...byEnd.values()];
}

/** The longest retreat paths of at most `limit` steps (the Initiative banner face). */
export function longestRetreatPaths(state: GameState, unit: UnitState, limit: number): Hex[][] {
  return retreatOptions(state, unit, limit).map((o) => o.path);
}

export interface RetreatPlan {
  /** Hexes the flags call for. */
  hexes: number;
  /** The least costly retreats, one per end hex (a single empty path: it cannot move). */
  options: RetreatPath[];
}

/** How far a unit retreats for `flags` flags (battling `opponent`), and where it may end. */
export function retreatPlan(state: GameState, unit: UnitState, flags: number, opponent?: UnitState): RetreatPlan {
  const info = UNIT_TYPES[unit.type];
  const extra = opponent && info.extraRetreatAgainst.includes(opponent.type) ? 1 : 0;
  const hexes = flags * (info.retreatPerFlag + extra);
  return { hexes, options: retreatOptions(state, unit, hexes) };
}

/** Why a chosen retreat path is not allowed, or null: hex by hex backward, and ending where
 *  one of the offered retreats ends. */
export function chosenRetreatError(state: GameState, unit: UnitState, path: Hex[], offered: Hex[][]): string | null {
  if (!Array.isArray(path)) return 'a retreat is a list of hexes';
  let at = unit.hex;
  for (const hex of path) {
    if (!isOnBoard(hex)) return `hex ${formatHex(hex)} is off the board`;
    if (!areAdjacent(at, hex)) return `${formatHex(hex)} is not adjacent to ${formatHex(at)}`;
    if (!stepsTowardOwnSide(at, hex, unit.army)) return `${formatHex(hex)} is not one row nearer ${unit.army}'s own side (a retreat never goes sideways)`;
    if (isHexBlocked(state, hex, unit)) return `${formatHex(hex)} is occupied`;
    if (TERRAIN[terrainAt(state.scenario, hex)].impassable(unit.type)) return `${formatHex(hex)} is impassable`;
    at = hex;
  }
  const last = path[path.length - 1];
  const ends = offered.map((p) => (p.length ? hexKey(p[p.length - 1]!) : 'stay'));
  if (!ends.includes(last ? hexKey(last) : 'stay')) return `it must end on ${ends.map((e) => (e === 'stay' ? 'its own hex' : `(${e})`)).join(' or ')}`;
  const same = offered.find((p) => (p.length ? hexKey(p[p.length - 1]!) : 'stay') === (last ? hexKey(last) : 'stay'))!;
  if (same.length !== path.length) return `that end is ${same.length} hex${same.length === 1 ? '' : 'es'} back, not ${path.length}`;
  return null;
}
