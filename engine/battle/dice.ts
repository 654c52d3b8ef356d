// How many dice a unit rolls (core rules, "Close Combat", "Ranged Combat", "Terrain"; Epic:
// First Strike "will battle with two additional dice first"). The referee computes the dice;
// no player types a number. Every modifier gets a sentence for the battle panel and the log.
import type { GameState, UnitState } from '../state.js';
import { terrainAt, TERRAIN } from '../terrain/catalog.js';
import { UNIT_TYPES } from '../units/catalog.js';
import { diceText } from '../rules/random.js';

export interface DiceCount {
  dice: number;
  notes: string[];
}

/** Hexes the unit moved this turn (its trail less the start hex). */
export function hexesMoved(state: GameState, unit: UnitState): number {
  return Math.max(0, (state.turnState.trails[unit.id]?.length ?? 1) - 1);
}

/** The play that ordered the unit this turn, if a card did. */
function orderingCard(state: GameState, unit: UnitState): string | null {
  const order = state.turnState.orders[unit.id];
  if (!order) return null;
  const ts = state.turnState;
  const army = ts.plays.find((p) => p.cardClass === 'army');
  if (army) return army.kind;
  return ts.plays.find((p) => p.cardClass === 'field' && p.sections.includes(order.section))?.kind ?? null;
}

/** A unit's own close combat dice from the table (barbarian chariots: fewer once depleted). */
function tableCloseCombatDice(unit: UnitState): number {
  const info = UNIT_TYPES[unit.type];
  if (info.closeCombatDiceDepleted !== null && unit.blocks < Math.max(unit.startingBlocks, info.defaultBlocks)) return info.closeCombatDiceDepleted;
  return info.closeCombatDice;
}

export function battleDice(state: GameState, by: UnitState, at: UnitState, closeCombat: boolean): DiceCount {
  const info = UNIT_TYPES[by.type];
  const notes: string[] = [];
  let dice: number;
  if (closeCombat) {
    if (info.matchesOpponentDice && state.options.elephantCloseCombatDice === 'as-opponent') {
      // The elephant's unit card: as many dice as the unit it battles would roll against it
      // (that unit's own number, none of its bonus dice), a fixed number against some types.
      const fixed = info.matchesOpponentDice[at.type];
      const theirs = UNIT_TYPES[at.type];
      dice = fixed ?? tableCloseCombatDice(at);
      notes.push(fixed !== undefined
        ? `${info.name} against ${theirs.name.toLowerCase()}: ${diceText(dice)} (its unit card)`
        : `${info.name}: as many dice as ${theirs.name.toLowerCase()} rolls in close combat, ${diceText(dice)} (its unit card)`);
    } else {
      dice = tableCloseCombatDice(by);
      notes.push(dice !== info.closeCombatDice ? `${info.name}: ${diceText(dice)} in close combat once it has lost a block` : `${info.name}: ${diceText(dice)} in close combat`);
    }
    const card = by.army === state.activeArmy ? orderingCard(state, by) : null;
    if (card === 'mounted-charge' && info.mounted && state.options.mountedChargeBonusDice > 0) {
      dice += state.options.mountedChargeBonusDice;
      notes.push(`Mounted Charge: +${state.options.mountedChargeBonusDice} for a mounted unit in close combat`);
    }
    if (card === 'clash-of-shields' && state.options.clashOfShieldsBonusDice > 0) {
      dice += state.options.clashOfShieldsBonusDice;
      notes.push(`Clash of Shields: +${state.options.clashOfShieldsBonusDice} in close combat`);
    }
    const from = TERRAIN[terrainAt(state.scenario, by.hex)];
    const into = TERRAIN[terrainAt(state.scenario, at.hex)];
    if (into.diceIntoModifier !== 0 && terrainAt(state.scenario, by.hex) !== terrainAt(state.scenario, at.hex)) {
      dice += into.diceIntoModifier;
      notes.push(`battling into ${into.name.toLowerCase()} from other ground: ${into.diceIntoModifier > 0 ? '+' : ''}${into.diceIntoModifier}`);
    }
    if (from.maxDiceOutOf !== null && dice > from.maxDiceOutOf) {
      dice = from.maxDiceOutOf;
      notes.push(`battling out of ${from.name.toLowerCase()}: at most ${diceText(dice)}`);
    }
    if (into.maxDiceInto !== null && dice > into.maxDiceInto) {
      dice = into.maxDiceInto;
      notes.push(`battling into ${into.name.toLowerCase()}: at most ${diceText(dice)}`);
    }
  } else {
    const fire = info.ranged;
    if (!fire) return { dice: 0, notes: [`${info.name} does not fire`] };
    const moved = by.army === state.activeArmy && hexesMoved(state, by) > 0;
    dice = moved && fire.diceAfterMove !== null ? fire.diceAfterMove : fire.dice;
    notes.push(`${info.name}: ${diceText(dice)} at range${moved ? ' after moving' : ''}`);
  }
  if (dice < 1 && (closeCombat ? info.closeCombatDice > 0 : true)) {
    dice = 1;
    notes.push('a unit that may battle rolls at least 1 die');
  }
  return { dice, notes };
}

/** First Strike (Epic): the defending unit's close combat dice against the attacker, plus two. */
export function firstStrikeDice(state: GameState, defender: UnitState, attacker: UnitState): number {
  return battleDice(state, defender, attacker, true).dice + 2;
}
