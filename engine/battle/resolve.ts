// A battle's resolution, step by step (core rules, "Battle": close combat and ranged combat,
// hits, flags and retreats, battle back, momentum advance and bonus close combat, leader
// casualty checks; Epic: First Strike's defender "will battle with two additional dice
// first"). The referee rolls and scores every die itself; it stops only where the rules give
// a player a choice (a retreat path, evade or stand, advance or not, the bonus combat's target,
// a leader's escape route), records what it waits for, and goes on from that stage when the
// owning Field General answers. Pure: it folds its own events as it goes.
import { sameHex, sectionsOf, type Hex, type Section } from '../board/hex.js';
import type { BattleRoller, GameEvent } from '../events.js';
import { evolveAll } from '../evolve.js';
import { withEliminations } from '../rules/casualties.js';
import { leadersAt } from '../rules/queries.js';
import { rollDice } from '../rules/random.js';
import type { BattleChoice, BattleStage, GameState, PendingBattle, UnitState } from '../state.js';
import { battleDice, firstStrikeDice } from './dice.js';
import { scoreRoll } from './hits.js';
import { flagsIgnored } from './flags.js';
import { retreatPlan } from './retreat.js';
import { canBattleBack, canEvade, evadePlan, momentumTargets, mayAdvance, mayBonusCombat } from './specials.js';
import { leaderCheckDice, leaderEscapePaths, leaderDies } from './leaders.js';

/** A resolution under way: the state as folded so far, and the events made. */
export interface Resolution {
  state: GameState;
  events: GameEvent[];
  section: Section;
}

export function push(r: Resolution, events: GameEvent[]): void {
  r.events.push(...events);
  r.state = evolveAll(r.state, events);
}

function battle(r: Resolution): PendingBattle {
  return r.state.turnState.battles[r.section]!;
}

function unit(r: Resolution, id: string): UnitState {
  return r.state.units[id]!;
}

/** The Field Generals who answer for a unit: those whose section holds it (a hex on a section
 *  line is in both sections, so either of the two may answer). */
export function answeringSections(unitState: UnitState): Section[] {
  return sectionsOf(unitState.hex, unitState.army);
}

function awaitChoice(r: Resolution, choice: BattleChoice, stage: BattleStage): void {
  push(r, [{ type: 'BattleChoiceAwaited', section: r.section, choice, stage }]);
}

/** Eliminations (and banners, and the game's end) for units the last events left with no blocks. */
function eliminate(r: Resolution, ids: string[]): void {
  const more = withEliminations(r.state, [], ids);
  if (more.length > 0) push(r, more);
}

/**
 * One roll: `byId` battles `atId` with `dice`. Scores the dice, takes the blocks, checks the
 * leaders of the unit hit, then its flags (a retreat, perhaps waiting for a choice). Returns
 * false when it waits for a choice (the resolution then goes on at `next`).
 */
function strike(r: Resolution, roller: BattleRoller, byId: string, atId: string, dice: number, next: BattleStage): boolean {
  const b = battle(r);
  const rolled = rollDice(r.state.random, dice);
  push(r, [{ type: 'BattleDiceRolled', section: r.section, roller, unitId: byId, targetId: atId, faces: rolled.faces, random: rolled.random }]);
  const by = unit(r, byId);
  const at = unit(r, atId);
  const score = scoreRoll(r.state, { roller, by, at, closeCombat: b.closeCombat, evaded: b.evaded }, rolled.faces);
  const ignore = flagsIgnored(r.state, at, score.flags);
  const blocksLost = Math.min(score.hits, at.blocks);
  push(r, [{ type: 'BattleHitsScored', section: r.section, roller, unitId: atId, dice: score.dice, hits: score.hits, flags: score.flags, flagsIgnored: ignore.ignored, ignoreNotes: ignore.notes, blocksLost }]);
  eliminate(r, [atId]);
  if (r.state.winner) return true;
  const after = unit(r, atId);
  // Leader casualty checks for the leaders with the unit hit (core rules, "Leader Casualty").
  const leaders = leadersAt(r.state, at.hex, at.army);
  if (blocksLost > 0 || after.eliminated) {
    for (const leader of leaders) {
      const cause = after.eliminated ? 'unit-eliminated' : 'unit-hit';
      const n = leaderCheckDice(r.state, cause, b.closeCombat);
      const check = rollDice(r.state.random, n);
      const dies = leaderDies(r.state, cause, b.closeCombat, check.faces);
      push(r, [{ type: 'LeaderCasualtyChecked', section: r.section, leaderId: leader.id, cause, faces: check.faces, eliminated: dies, random: check.random }]);
      if (dies) eliminate(r, [leader.id]);
      if (r.state.winner) return true;
      if (!dies && after.eliminated) {
        // The leader of an eliminated unit escapes to a friendly unit (core rules, "Leader Escape").
        const paths = leaderEscapePaths(r.state, unit(r, leader.id));
        if (paths.length === 0) {
          push(r, [{ type: 'LeaderCasualtyChecked', section: r.section, leaderId: leader.id, cause: 'alone', faces: [], eliminated: true, random: r.state.random }]);
          eliminate(r, [leader.id]);
          if (r.state.winner) return true;
        } else if (paths.length === 1) {
          push(r, [{ type: 'LeaderEscaped', section: r.section, leaderId: leader.id, path: paths[0]! }]);
        } else {
          const l = unit(r, leader.id);
          awaitChoice(r, { kind: 'leader-escape', unitId: l.id, army: l.army, sections: answeringSections(l), paths }, next);
          return false;
        }
      }
    }
  }
  if (after.eliminated) return true;
  const netFlags = score.flags - ignore.ignored;
  if (netFlags <= 0) return true;
  return retreat(r, atId, netFlags, next);
}

/** Retreats a unit for its flags: on its own when the rules leave no choice, else waits. */
function retreat(r: Resolution, unitId: string, flags: number, next: BattleStage): boolean {
  const u = unit(r, unitId);
  const plan = retreatPlan(r.state, u, flags);
  if (plan.paths.length <= 1) {
    const path = plan.paths[0] ?? [];
    push(r, [{ type: 'UnitRetreated', section: r.section, unitId, path, hexes: plan.hexes, blocksLost: Math.min(u.blocks, plan.hexes - path.length), reason: 'flags' }]);
    eliminate(r, [unitId]);
    return true;
  }
  awaitChoice(r, { kind: 'retreat', unitId, army: u.army, sections: answeringSections(u), hexes: plan.hexes, paths: plan.paths }, next);
  return false;
}

/** Applies a chosen retreat path (already checked against the choice's paths). */
export function applyRetreat(r: Resolution, choice: Extract<BattleChoice, { kind: 'retreat' }>, path: Hex[]): void {
  const u = unit(r, choice.unitId);
  push(r, [{ type: 'UnitRetreated', section: r.section, unitId: u.id, path, hexes: choice.hexes, blocksLost: Math.min(u.blocks, choice.hexes - path.length), reason: 'flags' }]);
  eliminate(r, [u.id]);
}

/** Where the unit stood when the battle was declared: the start of its retreat, if any. */
function stayedInPlace(r: Resolution, unitId: string, hex: Hex): boolean {
  const u = unit(r, unitId);
  return !u.eliminated && sameHex(u.hex, hex);
}

/** Goes on with the battle from `stage` until it waits for a choice or ends. */
export function proceed(r: Resolution, stage: BattleStage): void {
  const { attackerHex, targetHex } = battle(r);
  let current: BattleStage = stage;
  for (;;) {
    if (r.state.winner) return;
    const b = battle(r);
    switch (current) {
      case 'first-strike': {
        // Epic: the defending unit "will battle with two additional dice first".
        if (!strike(r, 'first-strike', b.targetId, b.attackerId, b.firstStrike!.dice, 'after-first-strike')) return;
        current = 'after-first-strike';
        break;
      }
      case 'after-first-strike':
        current = stayedInPlace(r, b.attackerId, attackerHex) ? 'attack' : 'end';
        break;
      case 'attack': {
        const attacker = unit(r, b.attackerId);
        const target = unit(r, b.targetId);
        // Evade (core rules): a unit that may evade is asked before the attacker rolls.
        if (!b.evadeAsked && !b.firstStrike && b.closeCombat && canEvade(r.state, target, attacker)) {
          const plan = evadePlan(r.state, target);
          if (plan.length > 0) {
            awaitChoice(r, { kind: 'evade', unitId: target.id, army: target.army, sections: answeringSections(target), paths: plan }, 'attack');
            return;
          }
        }
        if (!strike(r, 'attacker', b.attackerId, b.targetId, b.dice, 'after-attack')) return;
        current = 'after-attack';
        break;
      }
      case 'after-attack': {
        const attacker = unit(r, b.attackerId);
        const targetGone = !stayedInPlace(r, b.targetId, targetHex);
        if (!b.closeCombat || attacker.eliminated || !sameHex(attacker.hex, attackerHex)) { current = 'end'; break; }
        if (targetGone) {
          // Momentum advance: the victor may move into the hex the enemy left.
          if (!b.bonus && !b.advanced && mayAdvance(r.state, attacker, targetHex)) {
            awaitChoice(r, { kind: 'momentum', unitId: attacker.id, army: attacker.army, sections: [r.section], hex: targetHex }, 'end');
            return;
          }
          current = 'end';
          break;
        }
        current = !b.evaded && canBattleBack(r.state, unit(r, b.targetId), attacker) ? 'battle-back' : 'end';
        break;
      }
      case 'battle-back': {
        const target = unit(r, b.targetId);
        if (!strike(r, 'battle-back', b.targetId, b.attackerId, battleDice(r.state, target, unit(r, b.attackerId), true).dice, 'end')) return;
        current = 'end';
        break;
      }
      case 'end': {
        push(r, [{ type: 'BattleEnded', army: r.state.activeArmy, section: r.section }]);
        return;
      }
    }
  }
}

/** After a momentum advance: a bonus close combat for the units that have one, else the end. */
export function afterAdvance(r: Resolution): void {
  const b = battle(r);
  const attacker = unit(r, b.attackerId);
  const targets = mayBonusCombat(r.state, attacker) ? momentumTargets(r.state, attacker) : [];
  if (targets.length > 0) {
    awaitChoice(r, { kind: 'bonus-combat', unitId: attacker.id, army: attacker.army, sections: [r.section], targets: targets.map((t) => t.id) }, 'end');
    return;
  }
  proceed(r, 'end');
}

/** The First Strike dice of the defending unit against this attacker. */
export function firstStrikeDiceFor(state: GameState, b: PendingBattle): number {
  return firstStrikeDice(state, state.units[b.targetId]!, state.units[b.attackerId]!);
}
