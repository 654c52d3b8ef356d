// The battle's special moves (core rules, "Special Actions": Evade, Battle Back, Momentum
// Advance and Bonus Close Combat): who may evade whom and where to, who battles back, who may
// advance into the hex the enemy left and who then gets a bonus close combat.
import { areAdjacent, hexKey, neighbours, otherArmy, type Hex } from '../board/hex.js';
import { isHexBlocked, isLeader, leadersAt, liveUnits } from '../rules/queries.js';
import type { GameState, UnitState } from '../state.js';
import { terrainAt, TERRAIN } from '../terrain/catalog.js';
import { isFoot, UNIT_TYPES } from '../units/catalog.js';
import { loneFriendlyLeaderOn, retreatSteps } from './retreat.js';

/** May `target` evade a close combat started by `attacker`? Green-circled light units and war
 *  machines always may; medium cavalry and camels evade foot and heavy mounted units; heavy
 *  cavalry and heavy chariots evade foot and elephants; the rest never. */
export function canEvade(state: GameState, target: UnitState, attacker: UnitState): boolean {
  if (!state.options.evade) return false;
  const a = UNIT_TYPES[attacker.type];
  const foot = !a.mounted;
  switch (UNIT_TYPES[target.type].evade) {
    case 'always':
      return true;
    case 'foot-and-heavy-mounted':
      return foot || (a.mounted && a.unitClass === 'heavy');
    case 'foot-and-elephants':
      return foot || attacker.type === 'elephant';
    case 'never':
      return false;
  }
}

/** Where an evading unit may go: 2 hexes toward its own side, 1 only when no 2-hex evade is
 *  possible; a first hex with a lone friendly leader ends it there. One path per end hex; none
 *  when both hexes behind it are blocked (it may not evade). */
export function evadePlan(state: GameState, target: UnitState): Hex[][] {
  const two: Hex[][] = [];
  const one: Hex[][] = [];
  const ends = new Set<string>();
  for (const first of retreatSteps(state, target, target.hex)) {
    if (loneFriendlyLeaderOn(state, target, first)) {
      two.push([first]);
      continue;
    }
    const seconds = retreatSteps(state, target, first);
    if (seconds.length === 0) one.push([first]);
    for (const second of seconds) {
      if (ends.has(hexKey(second))) continue;
      ends.add(hexKey(second));
      two.push([first, second]);
    }
  }
  return two.length > 0 ? two : one;
}

/** Does the defender battle back after a close combat it survived in place? (Not after
 *  ranged combat, nor a unit that evaded: checked by the caller.) */
export function canBattleBack(state: GameState, defender: UnitState, attacker: UnitState): boolean {
  if (defender.eliminated || attacker.eliminated || !areAdjacent(defender.hex, attacker.hex)) return false;
  const info = UNIT_TYPES[defender.type];
  return info.battleBack && info.closeCombatDice > 0;
}

/** May the victor of a close combat advance into the hex the enemy left? */
export function mayAdvance(state: GameState, attacker: UnitState, hex: Hex): boolean {
  if (!state.options.momentumAdvance) return false;
  const info = UNIT_TYPES[attacker.type];
  if (!info.momentumAdvance || isHexBlocked(state, hex, attacker)) return false;
  return !TERRAIN[terrainAt(state.scenario, hex)].impassable(attacker.type);
}

/** Does the unit get a bonus close combat after its momentum advance? Mounted units do; foot
 *  units do when a leader is attached to them (core rules, "Leaders": "infantry may battle"). */
export function mayBonusCombat(state: GameState, attacker: UnitState): boolean {
  if (!state.options.momentumAdvance) return false;
  // Terrain the advance entered may forbid it (forest: all but light foot, auxilia and warriors;
  // broken ground: mounted units).
  if (TERRAIN[terrainAt(state.scenario, attacker.hex)].noBonusCombatAfterAdvance(attacker.type)) return false;
  if (UNIT_TYPES[attacker.type].bonusCombat) return true;
  return isFoot(attacker.type, true) && leadersAt(state, attacker.hex, attacker.army).length > 0;
}

/** The enemy units a unit could battle in close combat from where it stands. */
export function momentumTargets(state: GameState, attacker: UnitState): UnitState[] {
  return liveUnits(state, otherArmy(attacker.army)).filter((e) => !isLeader(e) && areAdjacent(e.hex, attacker.hex));
}

/** Where a mounted unit may move after its momentum advance: one free, passable hex next to it
 *  (none when the advance hex is terrain that stops movement). */
export function momentumMoveHexes(state: GameState, unit: UnitState): Hex[] {
  if (!UNIT_TYPES[unit.type].momentumExtraHex || TERRAIN[terrainAt(state.scenario, unit.hex)].stops(unit.type)) return [];
  return neighbours(unit.hex).filter((h) => !isHexBlocked(state, h, unit) && !TERRAIN[terrainAt(state.scenario, h)].impassable(unit.type));
}
