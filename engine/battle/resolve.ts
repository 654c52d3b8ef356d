// A battle's resolution, step by step (core rules, "Close Combat": announce, evade, terrain
// dice, roll, hits, retreats, momentum advance and bonus close combat, battle back; "Ranged
// Combat"; "Leaders": one casualty check per combat sequence; Epic: First Strike's defender
// "will battle with two additional dice first"). The referee rolls and scores every die
// itself; it stops only where the rules give a player a choice (a retreat path, evade or stand,
// advance or not, the bonus combat's target, a leader's evade route), records what it waits
// for, and goes on from that stage when the owning Field General answers. Pure: it folds its
// own events as it goes.
import { areAdjacent, sameHex, sectionsOf, type Hex, type Section } from '../board/hex.js';
import type { BattleRoller, DieResult, GameEvent, RetreatBlocker } from '../events.js';
import { evolveAll } from '../evolve.js';
import { withEliminations } from '../rules/casualties.js';
import { isLeader, leadersAt, liveUnits } from '../rules/queries.js';
import { rollDice, type DieFace } from '../rules/random.js';
import { UNIT_TYPES } from '../units/catalog.js';
import type { BattleChoice, BattleStage, GameState, PendingBattle, UnitState } from '../state.js';
import { battleDice } from './dice.js';
import { flagsIgnored } from './flags.js';
import { scoreRoll } from './hits.js';
import { attachedLeaders, leaderCheckDice, leaderDies, leaderEscapePaths } from './leaders.js';
import { retreatPlan } from './retreat.js';
import { terrainLossEvents } from './terrain-loss.js';
import { canBattleBack, canEvade, evadePlan, mayAdvance, mayBonusCombat, momentumMoveHexes, momentumTargets } from './specials.js';

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
export function answeringSections(u: UnitState): Section[] {
  // A copy: it goes into the state's awaited choice (sectionsOf's arrays are shared).
  return [...sectionsOf(u.hex, u.army)];
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
 * The leader casualty check of one combat sequence (the leader FAQ): for each leader attached to
 * the unit when its losses came (`leaderIds`, taken before the unit moved: the leaders move with
 * it), 2 dice if the unit still stands, 1 die if it was eliminated. Returns false when a
 * leader's evade route is awaited (the resolution then goes on at `next`).
 */
function leaderChecks(r: Resolution, unitId: string, leaderIds: readonly string[], next: BattleStage): boolean {
  const u = unit(r, unitId);
  const cause = u.eliminated ? 'unit-eliminated' : 'unit-hit';
  for (const check of rollLeaderChecks(r, leaderIds, cause)) {
    push(r, [check]);
    if (check.eliminated) eliminate(r, [check.leaderId]);
    if (r.state.winner) return true;
  }
  return u.eliminated ? leadersEvade(r, leaderIds, next) : true;
}

type LeaderCheckEvent = Extract<GameEvent, { type: 'LeaderCasualtyChecked' }>;

/** The casualty checks' rolls, made one after the other from the state's generator (nothing
 *  else rolls between them), so that their outcome can be known before they are told. */
function rollLeaderChecks(r: Resolution, leaderIds: readonly string[], cause: 'unit-hit' | 'unit-eliminated'): LeaderCheckEvent[] {
  const b = battle(r);
  let random = r.state.random;
  const out: LeaderCheckEvent[] = [];
  for (const id of leaderIds) {
    if (r.state.units[id]?.eliminated !== false) continue;
    const check = rollDice(random, leaderCheckDice(r.state, cause, b.closeCombat));
    random = check.random;
    out.push({ type: 'LeaderCasualtyChecked', section: r.section, leaderId: id, cause, faces: check.faces, eliminated: leaderDies(r.state, cause, b.closeCombat, check.faces), random: check.random });
  }
  return out;
}

/** Leaders left alone by their unit's elimination must evade 1 to 3 hexes toward their own side
 *  (or off the battlefield there); one with no way is lost. Returns false when a route is
 *  awaited. */
function leadersEvade(r: Resolution, leaderIds: readonly string[], next: BattleStage): boolean {
  for (const id of leaderIds) {
    const leader = unit(r, id);
    if (leader.eliminated) continue;
    const paths = leaderEscapePaths(r.state, leader);
    if (paths.length === 0) {
      push(r, [{ type: 'LeaderCasualtyChecked', section: r.section, leaderId: id, cause: 'alone', faces: [], eliminated: true, random: r.state.random }]);
      eliminate(r, [id]);
      if (r.state.winner) return true;
      continue;
    }
    awaitChoice(r, { kind: 'leader-escape', unitId: id, army: leader.army, sections: answeringSections(leader), paths }, next);
    return false;
  }
  return true;
}

/**
 * One roll: `byId` battles `atId` with `dice`. Scores the dice, takes the blocks, then the
 * flags (a retreat, perhaps waiting for the owner's choice) or the evade move, then the leader
 * check. Returns false when it waits for a choice (the resolution then goes on at `next`).
 */
function strike(r: Resolution, roller: BattleRoller, byId: string, atId: string, dice: number, next: BattleStage): boolean {
  const b = battle(r);
  const rolled = rollBattleDice(r.state, unit(r, byId), b.closeCombat, dice);
  push(r, [{ type: 'BattleDiceRolled', section: r.section, roller, unitId: byId, targetId: atId, faces: rolled.faces, random: rolled.random }]);
  const at = unit(r, atId);
  // The leaders with the unit now: they move with it, and are the ones checked for its losses.
  const leaderIds = attachedLeaders(r.state, at).map((l) => l.id);
  const evading = roller === 'attacker' && b.evaded;
  const score = scoreRoll(r.state, { roller, by: unit(r, byId), at, closeCombat: b.closeCombat, evaded: evading }, rolled.faces);
  const blocksLost = Math.min(score.hits, at.blocks);
  // A unit that loses blocks and stands has its leaders checked once the blocks are removed,
  // before its flags: a leader who falls no longer lets it ignore one (the retreat FAQ: "seeing
  // your leader perish", the unit retreats for a single flag).
  const checks = blocksLost > 0 && blocksLost < at.blocks ? rollLeaderChecks(r, leaderIds, 'unit-hit') : [];
  const fallen = checks.filter((c) => c.eliminated).map((c) => c.leaderId);
  const blocksAtStart = atId === b.targetId ? b.targetBlocksAtStart : b.attackerBlocksAtStart;
  const ignore = flagsIgnored(r.state, at, score.flags, { by: unit(r, byId), blocksAtStart, fallenLeaders: fallen });
  push(r, [{ type: 'BattleHitsScored', section: r.section, roller, unitId: atId, dice: score.dice, hits: score.hits, flags: score.flags, flagsIgnored: ignore.ignored, ignoreNotes: ignore.notes, blocksLost }]);
  eliminate(r, [atId]);
  if (r.state.winner) return true;
  if (at.type === 'leader') {
    // A lone leader not hit must evade 1 to 3 hexes back (the leader FAQ).
    if (unit(r, atId).eliminated) return true;
    return leadersEvade(r, [atId], next);
  }
  if (unit(r, atId).eliminated) return leaderChecks(r, atId, leaderIds, next);
  for (const check of checks) {
    push(r, [check]);
    if (check.eliminated) eliminate(r, [check.leaderId]);
    if (r.state.winner) return true;
  }
  if (evading) {
    // The evading unit moves away after the roll (core rules, "Evade"); a war machine's crew
    // leaves the battlefield instead, giving no banner (the evasion FAQ).
    if (UNIT_TYPES[at.type].evadeLeavesBattlefield && r.state.options.warMachineEvade === 'leaves-battlefield') {
      push(r, [{ type: 'UnitEliminated', unitId: atId, army: at.army, reason: 'left-battlefield' }]);
      return leadersEvade(r, leaderIds, next);
    }
    push(r, [{ type: 'UnitRetreated', section: r.section, unitId: atId, path: b.evadePath, hexes: b.evadePath.length, blocksLost: 0, reason: 'evade' }]);
    return enteredTerrain(r, atId, b.evadePath, leaderIds, next);
  }
  const netFlags = score.flags - ignore.ignored;
  if (netFlags <= 0) return true;
  if (UNIT_TYPES[at.type].rampage && r.state.options.elephantRampage) {
    rampage(r, atId);
    if (r.state.winner) return true;
  }
  const plan = retreatPlan(r.state, unit(r, atId), netFlags, unit(r, byId));
  // When every way back ends the same (the unit falls whichever it takes, and no leader goes
  // with it), the referee does not ask.
  const falling = unit(r, atId);
  const sameEnd = plan.options.every((o) => !o.blockers?.length && o.blocksLost >= falling.blocks) && attachedLeaders(r.state, falling).length === 0;
  if (plan.options.length === 1 || sameEnd) {
    const only = plan.options[0]!;
    return retreatAndCheck(r, atId, only.path, plan.hexes, Math.min(unit(r, atId).blocks, only.blocksLost), only.blockers ?? [], blocksLost > 0, next);
  }
  const u = unit(r, atId);
  const blockers = plan.options.some((o) => o.blockers) ? { blockers: plan.options.map((o) => o.blockers ?? []) } : {};
  awaitChoice(r, { kind: 'retreat', unitId: atId, army: u.army, sections: answeringSections(u), hexes: plan.hexes, paths: plan.options.map((o) => o.path), blocksLost: plan.options.map((o) => o.blocksLost), lostToHits: blocksLost, ...blockers }, next);
  return false;
}

/** A battle roll: `dice` dice, and for an elephant in close combat each sword rolled again while
 *  swords come up (the units FAQ; rules option elephantSwordReroll), all in one roll. */
function rollBattleDice(state: GameState, by: UnitState, closeCombat: boolean, dice: number): { faces: DieFace[]; random: GameState['random'] } {
  let rolled = rollDice(state.random, dice);
  if (!closeCombat || !UNIT_TYPES[by.type].swordsReroll || !state.options.elephantSwordReroll) return rolled;
  const faces = [...rolled.faces];
  let again = rolled.faces.filter((f) => f === 'swords').length;
  // Bounded: a run of 50 swords is 6^-50; the cap only keeps a forced script finite.
  for (let i = 0; again > 0 && i < 50; i++) {
    rolled = rollDice(rolled.random, again);
    faces.push(...rolled.faces);
    again = rolled.faces.filter((f) => f === 'swords').length;
  }
  return { faces, random: rolled.random };
}

/** Elephant Rampage (its card): before the elephant retreats, every unit next to it, friend or
 *  foe, takes 2 dice; unit symbols and swords hit (no flags, no leader checks: the rampage is
 *  not their combat). */
function rampage(r: Resolution, elephantId: string): void {
  const elephant = unit(r, elephantId);
  const around = liveUnits(r.state).filter((u) => u.id !== elephantId && !isLeader(u) && areAdjacent(u.hex, elephant.hex));
  for (const victim of around) {
    const rolled = rollDice(r.state.random, 2);
    push(r, [{ type: 'BattleDiceRolled', section: r.section, roller: 'rampage', unitId: elephantId, targetId: victim.id, faces: rolled.faces, random: rolled.random }]);
    const dice = rolled.faces.map((face) => rampageDie(face, unit(r, victim.id)));
    const hits = dice.filter((d) => d.result === 'hit').length;
    const blocksLost = Math.min(hits, unit(r, victim.id).blocks);
    push(r, [{ type: 'BattleHitsScored', section: r.section, roller: 'rampage', unitId: victim.id, dice, hits, flags: 0, flagsIgnored: 0, ignoreNotes: [], blocksLost }]);
    eliminate(r, [victim.id]);
    if (r.state.winner) return;
  }
}

function rampageDie(face: DieFace, victim: UnitState): DieResult {
  const info = UNIT_TYPES[victim.type];
  if (face === 'swords') return { face, result: 'hit', reason: 'a rampaging elephant: crossed swords hit' };
  if (face === info.symbol) return { face, result: 'hit', reason: `a rampaging elephant: the ${face} symbol hits ${info.name.toLowerCase()}` };
  return { face, result: 'miss', reason: 'a rampaging elephant hits only with unit symbols and swords' };
}

/** Moves the unit back, takes the blocks its retreat costs it (or the units blocking an
 *  elephant), then what that loss means for its leaders: when the dice took no block, the
 *  check of its combat sequence (the leader FAQ: a unit that loses blocks only for a retreat it
 *  could not complete); when they did, the check was made and is not made again (one check a
 *  combat sequence), but leaders whose unit the retreat eliminated must evade. The blocking
 *  units' leaders are not checked: the check belongs to the units of the combat sequence. */
function retreatAndCheck(r: Resolution, unitId: string, path: Hex[], hexes: number, lost: number, blockers: RetreatBlocker[], checked: boolean, next: BattleStage): boolean {
  const leaderIds = attachedLeaders(r.state, unit(r, unitId)).map((l) => l.id);
  push(r, [{ type: 'UnitRetreated', section: r.section, unitId, path, hexes, blocksLost: lost, reason: 'flags', ...(blockers.length ? { blockers } : {}) }]);
  eliminate(r, [unitId, ...blockers.map((b) => b.unitId)]);
  if (r.state.winner) return true;
  if (lost > 0) {
    if (!checked) {
      if (!leaderChecks(r, unitId, leaderIds, next)) return false;
    } else if (unit(r, unitId).eliminated) return leadersEvade(r, leaderIds, next);
  }
  return enteredTerrain(r, unitId, path, leaderIds, next);
}

/** The rolls for terrain the unit entered on its way (marsh); leaders left alone by a unit lost
 *  there must evade. */
export function enteredTerrain(r: Resolution, unitId: string, path: readonly Hex[], leaderIds: readonly string[], next: BattleStage): boolean {
  if (unit(r, unitId).eliminated || path.length === 0) return true;
  const events = terrainLossEvents(r.state, unitId, path);
  if (events.length === 0) return true;
  push(r, events);
  if (r.state.winner) return true;
  return unit(r, unitId).eliminated ? leadersEvade(r, leaderIds, next) : true;
}

/** Applies a chosen retreat (already checked against the offered ones), then the leader check.
 *  Returns false when a leader's evade route is awaited. */
export function applyRetreat(r: Resolution, choice: Extract<BattleChoice, { kind: 'retreat' }>, path: Hex[], next: BattleStage): boolean {
  const u = unit(r, choice.unitId);
  const i = choice.paths.findIndex((p) => (p.length === 0 && path.length === 0) || (p.length > 0 && path.length > 0 && sameHex(p[p.length - 1]!, path[path.length - 1]!)));
  const lost = Math.min(u.blocks, choice.blocksLost[i] ?? 0);
  return retreatAndCheck(r, u.id, path, choice.hexes, lost, choice.blockers?.[i] ?? [], choice.lostToHits > 0, next);
}

function stayedInPlace(r: Resolution, unitId: string, hex: Hex): boolean {
  const u = unit(r, unitId);
  return !u.eliminated && sameHex(u.hex, hex);
}

/** Goes on with the battle from `stage` until it waits for a choice or ends. */
export function proceed(r: Resolution, stage: BattleStage): void {
  let current: BattleStage = stage;
  for (;;) {
    if (r.state.winner) return;
    const b = battle(r);
    switch (current) {
      case 'first-strike':
        // Epic: the defending unit "will battle with two additional dice first".
        if (!strike(r, 'first-strike', b.targetId, b.attackerId, b.firstStrike!.dice, 'after-first-strike')) return;
        current = 'after-first-strike';
        break;
      case 'after-first-strike':
        current = stayedInPlace(r, b.attackerId, b.attackerHex) ? 'attack' : 'end';
        break;
      case 'attack': {
        const attacker = unit(r, b.attackerId);
        const target = unit(r, b.targetId);
        // Evade: the defender of a close combat who may evade is asked before the roll (a
        // First Strike unit stands and fights).
        if (!b.evadeAsked && !b.firstStrike && b.closeCombat && canEvade(r.state, target, attacker)) {
          const paths = evadePlan(r.state, target);
          if (paths.length > 0) {
            awaitChoice(r, { kind: 'evade', unitId: target.id, army: target.army, sections: answeringSections(target), paths }, 'attack');
            return;
          }
        }
        if (!strike(r, 'attacker', b.attackerId, b.targetId, b.dice, 'after-attack')) return;
        current = 'after-attack';
        break;
      }
      case 'after-attack': {
        const attacker = unit(r, b.attackerId);
        if (!b.closeCombat || attacker.eliminated || !sameHex(attacker.hex, b.attackerHex)) {
          current = 'end';
          break;
        }
        // An evading unit neither battles back nor leaves its hex to the attacker.
        if (b.evaded) {
          current = 'end';
          break;
        }
        if (!stayedInPlace(r, b.targetId, b.targetHex)) {
          // Momentum advance: the victor may move into the hex the enemy left.
          if (!b.bonus && mayAdvance(r.state, attacker, b.targetHex)) {
            awaitChoice(r, { kind: 'momentum', unitId: attacker.id, army: attacker.army, sections: [r.section], hex: b.targetHex }, 'end');
            return;
          }
          current = 'end';
          break;
        }
        current = canBattleBack(r.state, unit(r, b.targetId), attacker) ? 'battle-back' : 'end';
        break;
      }
      case 'battle-back': {
        const target = unit(r, b.targetId);
        if (!strike(r, 'battle-back', b.targetId, b.attackerId, battleDice(r.state, target, unit(r, b.attackerId), true, { role: 'battle-back', blocksAtStart: b.targetBlocksAtStart }).dice, 'end')) return;
        current = 'end';
        break;
      }
      case 'end':
        push(r, [{ type: 'BattleEnded', army: r.state.activeArmy, section: r.section }]);
        return;
    }
  }
}

/** After a momentum advance: mounted units may move one more hex (asked), then the bonus combat. */
export function afterAdvance(r: Resolution): void {
  const b = battle(r);
  const attacker = unit(r, b.attackerId);
  const hexes = momentumMoveHexes(r.state, attacker);
  if (hexes.length > 0) {
    awaitChoice(r, { kind: 'momentum-move', unitId: attacker.id, army: attacker.army, sections: [r.section], hexes }, 'end');
    return;
  }
  bonusOrEnd(r);
}

/** The bonus close combat for the units that have one, else the end. */
export function bonusOrEnd(r: Resolution): void {
  const b = battle(r);
  const attacker = unit(r, b.attackerId);
  const targets = mayBonusCombat(r.state, attacker) ? momentumTargets(r.state, attacker) : [];
  if (targets.length > 0) {
    awaitChoice(r, { kind: 'bonus-combat', unitId: attacker.id, army: attacker.army, sections: [r.section], targets: targets.map((t) => t.id) }, 'end');
    return;
  }
  proceed(r, 'end');
}
