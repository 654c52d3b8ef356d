// The battle's special moves (core rules, "Evade", "Battle Back", "Momentum Advance",
// "Bonus Close Combat"): who may evade whom and where to, who battles back, who may advance
// into the hex the enemy left and who then gets a bonus close combat.
import { areAdjacent, otherArmy, type Hex } from '../board/hex.js';
import { isHexBlocked, isLeader, liveUnits } from '../rules/queries.js';
import type { GameState, UnitState } from '../state.js';
import { terrainAt, TERRAIN } from '../terrain/catalog.js';
import { UNIT_TYPES } from '../units/catalog.js';
import { retreatPlan } from './retreat.js';

/** May `target` evade a close combat started by `attacker`? Light foot evade foot units that
 *  are not light and slower mounted units cannot be evaded by them; light mounted units evade
 *  any attacker that is not light (core rules, "Evade"; docs/rules-decisions.md). */
export function canEvade(state: GameState, target: UnitState, attacker: UnitState): boolean {
  if (!state.options.evade) return false;
  const t = UNIT_TYPES[target.type];
  const a = UNIT_TYPES[attacker.type];
  switch (t.evade) {
    case 'none':
      return false;
    case 'foot-and-slower':
      // Light foot evade foot that is not light; mounted units catch them.
      return !a.mounted && a.unitClass !== 'light';
    case 'non-light':
      return a.unitClass !== 'light';
  }
}

/** Where an evading unit may go: it retreats as for one flag, and must be able to (a unit that
 *  cannot retreat its full distance cannot evade). One path per end hex. */
export function evadePlan(state: GameState, target: UnitState): Hex[][] {
  const plan = retreatPlan(state, target, 1);
  return plan.paths.filter((p) => p.length === plan.hexes);
}

/** Does the defender battle back after a close combat it survived in place? */
export function canBattleBack(state: GameState, defender: UnitState, attacker: UnitState): boolean {
  if (defender.eliminated || !areAdjacent(defender.hex, attacker.hex)) return false;
  const info = UNIT_TYPES[defender.type];
  return info.battleBack && info.closeCombatDice > 0 && !state.turnState.mayNotBattle.includes(defender.id);
}

/** May the victor of a close combat advance into the hex the enemy left? */
export function mayAdvance(state: GameState, attacker: UnitState, hex: Hex): boolean {
  if (!state.options.momentumAdvance) return false;
  const info = UNIT_TYPES[attacker.type];
  if (!info.momentumAdvance || isHexBlocked(state, hex, attacker)) return false;
  return !TERRAIN[terrainAt(state.scenario, hex)].impassable(attacker.type);
}

/** Does the unit get a bonus close combat after its momentum advance? */
export function mayBonusCombat(state: GameState, attacker: UnitState): boolean {
  return state.options.momentumAdvance && UNIT_TYPES[attacker.type].bonusCombat;
}

/** The enemy units a unit could battle in close combat from where it stands. */
export function momentumTargets(state: GameState, attacker: UnitState): UnitState[] {
  return liveUnits(state, otherArmy(attacker.army)).filter((e) => !isLeader(e) && areAdjacent(e.hex, attacker.hex));
}
