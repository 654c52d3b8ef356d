// How many dice a unit rolls (core rules, "Close Combat", "Ranged Combat", "Terrain"; Epic:
// First Strike "will battle with two additional dice first"). The referee computes the dice;
// no player types a number. Every modifier gets a sentence for the battle panel and the log.
import type { GameState, UnitState } from '../state.js';
import { terrainAt, TERRAIN } from '../terrain/catalog.js';
import { UNIT_TYPES } from '../units/catalog.js';
import { diceText } from '../rules/random.js';
import type { BattleRoller } from '../events.js';
import { orderingPlay } from '../rules/card-effects.js';

export interface DiceCount {
  dice: number;
  notes: string[];
}

/** Hexes the unit moved this turn (its trail less the start hex). */
export function hexesMoved(state: GameState, unit: UnitState): number {
  return Math.max(0, (state.turnState.trails[unit.id]?.length ?? 1) - 1);
}

/** Whether the unit counts as at full strength (barbarian chariots, warriors): it has lost no
 *  block, or lost them in the combat now being fought (`blocksAtStart`, the blocks it had
 *  when that combat was declared). */
export function atFullStrength(unit: UnitState, blocksAtStart = unit.blocks): boolean {
  return blocksAtStart >= Math.max(unit.startingBlocks, UNIT_TYPES[unit.type].defaultBlocks);
}

/** A unit's own close combat dice from the table (barbarian chariots and warriors: fewer once
 *  depleted; camels: fewer when battling back). */
function tableCloseCombatDice(unit: UnitState, role: BattleRoller, blocksAtStart?: number): number {
  const info = UNIT_TYPES[unit.type];
  if (role === 'battle-back' && info.battleBackDice !== null) return info.battleBackDice;
  if (info.closeCombatDiceDepleted !== null && !atFullStrength(unit, blocksAtStart)) return info.closeCombatDiceDepleted;
  return info.closeCombatDice;
}

export interface DiceContext {
  /** Who rolls: the attacker (default), the defender battling back, or First Strike. */
  role?: BattleRoller;
  /** The roller's blocks when the combat was declared (a battle back in the same combat). */
  blocksAtStart?: number;
}

export function battleDice(state: GameState, by: UnitState, at: UnitState, closeCombat: boolean, ctx: DiceContext = {}): DiceCount {
  const info = UNIT_TYPES[by.type];
  const role = ctx.role ?? 'attacker';
  const notes: string[] = [];
  let dice: number;
  const from = TERRAIN[terrainAt(state.scenario, by.hex)];
  const into = TERRAIN[terrainAt(state.scenario, at.hex)];
  if (closeCombat) {
    if (info.matchesOpponentDice && state.options.elephantCloseCombatDice === 'as-opponent') {
      // The elephant's unit card: as many dice as the unit it battles would roll against it
      // (that unit's own number, none of its bonus dice), a fixed number against some types.
      const fixed = info.matchesOpponentDice[at.type];
      const theirs = UNIT_TYPES[at.type];
      dice = fixed ?? tableCloseCombatDice(at, 'attacker');
      notes.push(fixed !== undefined
        ? `${info.name} against ${theirs.name.toLowerCase()}: ${diceText(dice)} (its unit card)`
        : `${info.name}: as many dice as ${theirs.name.toLowerCase()} rolls in close combat, ${diceText(dice)} (its unit card)`);
    } else {
      dice = tableCloseCombatDice(by, role, ctx.blocksAtStart);
      if (role === 'battle-back' && info.battleBackDice !== null) notes.push(`${info.name}: ${diceText(dice)} when battling back (its unit card)`);
      else if (dice !== info.closeCombatDice) notes.push(`${info.name}: ${diceText(dice)} in close combat since its first loss (its unit card)`);
      else notes.push(`${info.name}: ${diceText(dice)} in close combat`);
    }
    const bonus = cardBonus(state, by);
    // The terrain page: "A Command card that adds additional dice in battle will modify the
    // maximum number of battle dice that may be rolled" (rules option cardDiceRaiseTerrainMaximum).
    const raise = state.options.cardDiceRaiseTerrainMaximum;
    if (!raise) dice += applyBonus(bonus, notes);
    const uphill = into.uphill && !from.uphill;
    if (uphill && state.options.hillCloseCombat === 'one-die-fewer') {
      dice -= 1;
      notes.push('hill: battling uphill, 1 die fewer (rules option hillCloseCombat)');
    } else if (uphill && dice > 2) {
      dice = 2;
      notes.push('hill: battling a unit uphill, at most 2 dice');
    }
    if (from.maxDiceOutOf !== null && dice > from.maxDiceOutOf) {
      dice = from.maxDiceOutOf;
      notes.push(`${from.name.toLowerCase()}: battling out of it, at most ${diceText(dice)}`);
    }
    if (into.maxDiceInto !== null && dice > into.maxDiceInto) {
      dice = into.maxDiceInto;
      notes.push(`${into.name.toLowerCase()}: battling a unit in it, at most ${diceText(dice)}`);
    }
    if (raise) dice += applyBonus(bonus, notes);
  } else {
    const fire = info.ranged;
    if (!fire) return { dice: 0, notes: [`${info.name} does not fire`] };
    const moved = by.army === state.activeArmy && hexesMoved(state, by) > 0;
    dice = moved && fire.diceAfterMove !== null ? fire.diceAfterMove : fire.dice;
    notes.push(`${info.name}: ${diceText(dice)} at range${moved ? ' after moving' : ''}`);
    if (into.maxRangedInto !== null && dice > into.maxRangedInto) {
      dice = into.maxRangedInto;
      notes.push(`${into.name.toLowerCase()}: at most ${diceText(dice)} at range against a unit in it`);
    }
    if (from.maxRangedOutOf !== null && dice > from.maxRangedOutOf) {
      dice = from.maxRangedOutOf;
      notes.push(`${from.name.toLowerCase()}: at most ${diceText(dice)} firing out of it`);
    }
  }
  if (dice < 1 && (closeCombat ? info.closeCombatDice > 0 : true)) {
    dice = 1;
    notes.push('a unit that may battle rolls at least 1 die');
  }
  return { dice, notes };
}

interface Bonus {
  dice: number;
  note: string;
}

/** Dice a Command card adds to the unit's close combat (only for the army whose turn it is). */
function cardBonus(state: GameState, by: UnitState): Bonus[] {
  const info = UNIT_TYPES[by.type];
  const card = by.army === state.activeArmy ? orderingPlay(state, by)?.kind ?? null : null;
  const out: Bonus[] = [];
  if (card === 'mounted-charge' && info.mounted && state.options.mountedChargeBonusDice > 0) {
    out.push({ dice: state.options.mountedChargeBonusDice, note: `Mounted Charge: +${state.options.mountedChargeBonusDice} for a mounted unit in close combat` });
  }
  if (card === 'clash-of-shields' && state.options.clashOfShieldsBonusDice > 0) {
    out.push({ dice: state.options.clashOfShieldsBonusDice, note: `Clash of Shields: +${state.options.clashOfShieldsBonusDice} in close combat` });
  }
  return out;
}

function applyBonus(bonus: Bonus[], notes: string[]): number {
  for (const b of bonus) notes.push(b.note);
  return bonus.reduce((n, b) => n + b.dice, 0);
}

/** First Strike (Epic): the defending unit's close combat dice against the attacker, plus two. */
export function firstStrikeDice(state: GameState, defender: UnitState, attacker: UnitState): number {
  return battleDice(state, defender, attacker, true, { role: 'first-strike' }).dice + 2;
}
