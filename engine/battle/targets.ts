// Who may battle whom (core rules, "Battle": close combat against an adjacent enemy, ranged
// combat within range and line of sight; "Movement": how far a unit may move and still
// battle; Terrain: no battle the turn a unit entered some terrain). One function answers for
// the referee (decide), legalCommands and the Field General's screen, with the rule's code
// and sentence when the answer is no.
import { areAdjacent, formatHex, hexDistance, sameHex, type Hex } from '../board/hex.js';
import { sightBlockedAt } from '../board/sight.js';
import { isLeader, liveUnits, unitsOn } from '../rules/queries.js';
import type { GameState, UnitState } from '../state.js';
import { terrainAt, TERRAIN } from '../terrain/catalog.js';
import { fireRange, UNIT_TYPES } from '../units/catalog.js';
import { battleDice, hexesMoved, type DiceCount } from './dice.js';
import { unitMovement } from '../rules/card-effects.js';

export type TargetCheck =
  | ({ ok: true; closeCombat: boolean } & DiceCount)
  | { ok: false; code: string; message: string };

function no(code: string, message: string): TargetCheck {
  return { ok: false, code, message };
}

/** The sentence of the terrain page that bars a battle after entering. */
function enteredRule(terrain: string): string {
  if (terrain === 'Forest') return 'a unit may not battle the turn it moves onto a forest hex, light foot, auxilia and warriors excepted';
  return `a mounted unit may not battle the turn it enters ${terrain.toLowerCase()}`;
}

/** May this unit battle at all this turn, given how it moved? (Checked before any target.) */
export function movedBattleCheck(state: GameState, unit: UnitState): { code: string; message: string } | null {
  const info = UNIT_TYPES[unit.type];
  const moved = hexesMoved(state, unit);
  if (moved === 0) return null;
  const m = unitMovement(state, unit);
  if (m.battleAfterMove < 0) return { code: 'battle/moved', message: `${info.name} may not battle after moving.` };
  const limit = m.chargeMovement ?? m.battleAfterMove;
  // With the allowance rule off (a variant), how far a unit moved does not bar its battle.
  if (moved > limit && state.options.enforceMovementAllowance) return { code: 'battle/moved_too_far', message: `${info.name}${m.card ? ` ordered by ${m.card}` : ''} may battle after moving at most ${limit} hex${limit === 1 ? '' : 'es'}; it moved ${moved}.` };
  const here = TERRAIN[terrainAt(state.scenario, unit.hex)];
  if (here.noBattleAfterEntering(unit.type, state.options) && !sameHex(unit.hex, state.turnState.trails[unit.id]?.[0] ?? unit.hex)) {
    return { code: 'battle/entered_terrain', message: `${info.name} entered ${here.name.toLowerCase()} this turn and may not battle (${here.name.toLowerCase()}: ${enteredRule(here.name)}).` };
  }
  return null;
}

/** Does anything block the sight line between two hexes (a unit, or terrain that blocks)? */
export function sightBlocker(state: GameState, from: Hex, to: Hex): string | null {
  const step = sightBlockedAt(from, to, (h) => occupied(state, h) || TERRAIN[terrainAt(state.scenario, h)].blocksSight);
  if (!step) return null;
  return step.hexes.map((h) => `${formatHex(h)} (${occupied(state, h) ? 'a unit' : TERRAIN[terrainAt(state.scenario, h)].name.toLowerCase()})`).join(' and ');
}

/** Whether a unit stands on the hex. A function of the module, not a named closure made per
 *  call: the server runs under tsx, whose keepNames wraps each named closure in a call that
 *  sets its name every time it is made. */
function occupied(state: GameState, h: Hex): boolean {
  return unitsOn(state, h).length > 0;
}

/** A leader with no unit of his army on his hex. */
export function isLoneLeader(state: GameState, leader: UnitState): boolean {
  return isLeader(leader) && !unitsOn(state, leader.hex).some((u) => u.army === leader.army && !isLeader(u));
}

/** Can `by` battle `at` now, and with how many dice? */
export function targetCheck(state: GameState, by: UnitState, at: UnitState): TargetCheck {
  const info = UNIT_TYPES[by.type];
  if (at.eliminated || at.army === by.army) return no('battle/bad_target', `${at.id} is not an enemy unit on the battlefield.`);
  if (isLeader(at)) {
    if (!isLoneLeader(state, at)) return no('battle/attached_leader', `Leader ${at.id} is with a unit: battle the unit (its leader is checked when it loses blocks).`);
    if (state.options.loneLeaderTarget === 'never') return no('battle/bad_target', `Leader ${at.id} stands alone; lone leaders are not battled under the rules option loneLeaderTarget "never".`);
  }
  const moved = movedBattleCheck(state, by);
  if (moved) return no(moved.code, moved.message);
  if (areAdjacent(by.hex, at.hex)) {
    if (info.closeCombatDice === 0) return no('battle/no_close_combat', `${info.name} does not battle in close combat.`);
    return { ok: true, closeCombat: true, ...battleDice(state, by, at, true) };
  }
  if (!info.ranged) return no('battle/not_ranged', `${by.id} (${info.name}) cannot battle at range: only units that fire battle an enemy that is not adjacent.`);
  const m = unitMovement(state, by);
  if (m.noFire) return no('battle/card_no_fire', `${by.id} was ordered by ${m.noFire}: units it orders may not fire (${m.noFire === 'Double Time' ? 'Double Time: "ordered units may not fire"' : 'the Command card FAQ: units ordered by Clash of Shields may not fire'}).`);
  if (m.chargeMovement !== null && hexesMoved(state, by) > m.battleAfterMove) {
    return no('battle/charge_close_combat', `${info.name} that moved ${hexesMoved(state, by)} hexes charged: it may only close combat.`);
  }
  const distance = hexDistance(by.hex, at.hex);
  const range = fireRange(by.type, state.options);
  if (distance > range) return no('battle/out_of_range', `${at.id} is ${distance} hexes away; ${info.name} fires at most ${range} hexes.`);
  if (state.options.noRangedWhenAdjacent) {
    const adjacentEnemy = liveUnits(state).find((u) => u.army !== by.army && !isLeader(u) && areAdjacent(u.hex, by.hex));
    if (adjacentEnemy) return no('battle/adjacent_enemy', `${by.id} is adjacent to ${adjacentEnemy.id}: a unit next to an enemy may not fire at range (rules option noRangedWhenAdjacent).`);
  }
  if (info.ranged.diceAfterMove === null && hexesMoved(state, by) > 0) return no('battle/moved', `${info.name} may not fire after moving.`);
  const blocker = sightBlocker(state, by.hex, at.hex);
  if (blocker) return no('battle/no_line_of_sight', `No line of sight from ${formatHex(by.hex)} to ${formatHex(at.hex)}: ${blocker} blocks it.`);
  return { ok: true, closeCombat: false, ...battleDice(state, by, at, false) };
}

/** Every enemy unit this unit may battle now, with the check for each. */
export function targetsOf(state: GameState, by: UnitState): { target: UnitState; check: Extract<TargetCheck, { ok: true }> }[] {
  const reach = Math.max(1, fireRange(by.type, state.options));
  const out: { target: UnitState; check: Extract<TargetCheck, { ok: true }> }[] = [];
  for (const at of liveUnits(state)) {
    if (at.army === by.army || (isLeader(at) && !isLoneLeader(state, at)) || hexDistance(by.hex, at.hex) > reach) continue;
    const check = targetCheck(state, by, at);
    if (check.ok) out.push({ target: at, check });
  }
  return out;
}
