// Which dice score (core rules, "Score Hits" and "Flags"): a unit symbol hits the units of
// that class (green circle light, blue triangle medium, red square heavy); crossed swords hit
// in close combat (not those of light foot) and miss at range; a leader helmet hits in close
// combat when a friendly leader is with or next to the battling unit (never for elephants);
// a flag makes the unit hit retreat. Against a unit that evades only its own symbol hits.
// Every die gets a sentence naming the rule that scored or missed it.
import { neighbours, sameHex } from '../board/hex.js';
import type { BattleRoller, DieResult } from '../events.js';
import { leadersAt } from '../rules/queries.js';
import type { DieFace } from '../rules/random.js';
import type { GameState, UnitState } from '../state.js';
import { isCavalryOrChariot, UNIT_TYPES } from '../units/catalog.js';

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
  // A lone leader (rules option loneLeaderTarget "helmet"): only a helmet hits him.
  if (ctx.at.type === 'leader') {
    return face === 'leader'
      ? { face, result: 'hit', reason: 'a leader helmet hits a lone leader' }
      : { face, result: 'miss', reason: 'only a leader helmet hits a lone leader (rules option loneLeaderTarget)' };
  }
  const targetName = target.name.toLowerCase();
  switch (face) {
    case 'light':
    case 'medium':
    case 'heavy': {
      if (target.symbol === face) return { face, result: 'hit', reason: `${SYMBOL_NAME[face]} hits ${targetName}, a ${face} unit` };
      return { face, result: 'miss', reason: `${SYMBOL_NAME[face]} hits only ${face} units; ${targetName} is ${target.symbol ?? 'not a'} ${target.symbol ? 'class' : 'unit'}` };
    }
    case 'swords': {
      if (!ctx.closeCombat) return { face, result: 'miss', reason: 'crossed swords do not hit in ranged combat' };
      if (ctx.evaded) return { face, result: 'miss', reason: 'crossed swords do not hit a unit that evades' };
      if (target.ignoresAllSwordHits && state.options.elephantsIgnoreSwords) {
        return { face, result: 'miss', reason: `${targetName} ignores all sword hits (its unit card)` };
      }
      if (UNIT_TYPES[ctx.by.type].swordsHitInCloseCombat === false) {
        return { face, result: 'miss', reason: `crossed swords rolled by ${UNIT_TYPES[ctx.by.type].name.toLowerCase()} do not hit` };
      }
      return { face, result: 'hit', reason: 'crossed swords hit any unit in close combat' };
    }
    case 'leader': {
      if (!ctx.closeCombat) return { face, result: 'miss', reason: 'a leader helmet does not hit in ranged combat' };
      if (ctx.evaded) return { face, result: 'miss', reason: 'a leader helmet does not hit a unit that evades' };
      if (ctx.by.type === 'elephant') return { face, result: 'miss', reason: "a leader's helmet never hits for an elephant" };
      const leader = leaderNear(state, ctx.by);
      if (leader) return { face, result: 'hit', reason: `a leader helmet hits in close combat: leader ${leader} is ${sameHex(state.units[leader]!.hex, ctx.by.hex) ? 'with' : 'next to'} the battling unit` };
      return { face, result: 'miss', reason: 'a leader helmet hits only when a friendly leader is with or next to the battling unit' };
    }
    case 'banner':
      if (ctx.evaded) return { face, result: 'miss', reason: 'a flag does not count against a unit that evades' };
      return { face, result: 'flag', reason: `a flag: ${targetName} must retreat unless it can ignore it` };
  }
}

/** A friendly leader with or next to the unit, whose helmets then hit (core rules, "Leaders"). */
function leaderNear(state: GameState, unit: UnitState): string | null {
  for (const hex of [unit.hex, ...neighbours(unit.hex)]) {
    const leader = leadersAt(state, hex, unit.army)[0];
    if (leader) return leader.id;
  }
  return null;
}

/** Scores one roll die by die. */
export function scoreRoll(state: GameState, ctx: RollContext, faces: DieFace[]): Score {
  const dice = faces.map((f) => scoreDie(state, ctx, f));
  // Units that shrug off sword hits (barbarian chariots: "ignore 1 sword hit").
  let ignore = UNIT_TYPES[ctx.at.type].ignoreSwordHits;
  for (let i = 0; i < dice.length && ignore > 0; i++) {
    if (dice[i]!.face === 'swords' && dice[i]!.result === 'hit') {
      dice[i] = { face: 'swords', result: 'miss', reason: `${UNIT_TYPES[ctx.at.type].name.toLowerCase()} ignores one sword hit` };
      ignore--;
    }
  }
  // Camels and elephants against cavalry and chariots: one hit of their own symbol ignored
  // (camel: "ignore one symbol hit when the enemy unit attacking or battling back is cavalry or
  // chariot"; elephant: "may ignore 1 red hit ... when attacked by cavalry/chariot").
  const against = UNIT_TYPES[ctx.at.type].ignoresAgainstCavalry;
  if (against && isCavalryOrChariot(ctx.by.type)) {
    const i = dice.findIndex((d) => d.face === against.symbol && d.result === 'hit');
    if (i >= 0) dice[i] = { face: against.symbol, result: 'miss', reason: `${UNIT_TYPES[ctx.at.type].name.toLowerCase()} ignores one ${SYMBOL_NAME[against.symbol]} hit rolled by cavalry or a chariot (its unit card)` };
  }
  return {
    dice,
    hits: dice.filter((d) => d.result === 'hit').length,
    flags: dice.filter((d) => d.result === 'flag').length,
  };
}
