// Which dice score (core rules, "Resolving Battle: Hits" and "Flags"): a unit symbol hits
// the units of that class (green circle light, blue triangle medium, red square heavy);
// crossed swords hit in close combat and miss at range; a leader helmet hits in close combat
// when a leader is with the battling unit and misses otherwise; a flag makes the unit hit
// retreat. Every die gets a sentence naming the rule that scored or missed it.
import type { BattleRoller, DieResult } from '../events.js';
import { leadersAt } from '../rules/queries.js';
import type { DieFace } from '../rules/random.js';
import type { GameState, UnitState } from '../state.js';
import { UNIT_TYPES } from '../units/catalog.js';

export interface RollContext {
  roller: BattleRoller;
  /** The unit rolling and the unit rolled against. */
  by: UnitState;
  at: UnitState;
  closeCombat: boolean;
  /** The target evaded before the roll (core rules, "Evade"). */
  evaded: boolean;
}

export interface Score {
  dice: DieResult[];
  hits: number;
  flags: number;
}

const SYMBOL_NAME: Record<'light' | 'medium' | 'heavy', string> = {
  light: 'green circle (light)',
  medium: 'blue triangle (medium)',
  heavy: 'red square (heavy)',
};

function scoreDie(state: GameState, ctx: RollContext, face: DieFace): DieResult {
  const target = UNIT_TYPES[ctx.at.type];
  const targetName = target.name.toLowerCase();
  switch (face) {
    case 'light':
    case 'medium':
    case 'heavy': {
      if (target.symbol === face) return { face, result: 'hit', reason: `${SYMBOL_NAME[face]} hits ${targetName}, a ${face} unit` };
      return { face, result: 'miss', reason: `${SYMBOL_NAME[face]} hits only ${face} units; ${targetName} is ${target.symbol ?? 'no'} ${target.symbol ? 'class' : 'unit class'}` };
    }
    case 'swords': {
      if (!ctx.closeCombat) return { face, result: 'miss', reason: 'crossed swords do not hit in ranged combat' };
      if (ctx.evaded) return { face, result: 'miss', reason: 'crossed swords do not hit a unit that evaded' };
      if (UNIT_TYPES[ctx.by.type].swordsHitInCloseCombat === false) {
        return { face, result: 'miss', reason: `crossed swords rolled by ${UNIT_TYPES[ctx.by.type].name.toLowerCase()} do not hit` };
      }
      return { face, result: 'hit', reason: 'crossed swords hit any unit in close combat' };
    }
    case 'leader': {
      if (!ctx.closeCombat) return { face, result: 'miss', reason: 'a leader helmet does not hit in ranged combat' };
      if (ctx.evaded) return { face, result: 'miss', reason: 'a leader helmet does not hit a unit that evaded' };
      if (leadersAt(state, ctx.by.hex, ctx.by.army).length > 0) return { face, result: 'hit', reason: 'a leader helmet hits in close combat when a leader is with the battling unit' };
      return { face, result: 'miss', reason: 'a leader helmet hits only when a leader is with the battling unit' };
    }
    case 'banner':
      return { face, result: 'flag', reason: `a flag: ${targetName} must retreat unless it can ignore it` };
  }
}

/** Scores one roll die by die. */
export function scoreRoll(state: GameState, ctx: RollContext, faces: DieFace[]): Score {
  const dice = faces.map((f) => scoreDie(state, ctx, f));
  return {
    dice,
    hits: dice.filter((d) => d.result === 'hit').length,
    flags: dice.filter((d) => d.result === 'flag').length,
  };
}
