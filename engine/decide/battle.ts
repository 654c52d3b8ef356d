// Step 3 (battle): each Field General declares his ordered units' battles one at a time;
// the defender's Overall Commander has a First Strike window on close combat (Epic: "the
// defending unit ... will battle with two additional dice first"); the referee computes the
// dice, rolls them, scores every die and resolves flags, retreats, battle back, evasion,
// momentum and leader checks (engine/battle/). The players answer only the choices the rules
// give them, each from the seat that owns the unit concerned.
import { formatHex, otherArmy, type Section } from '../board/hex.js';
import type { GameCommand } from '../commands.js';
import type { GameEvent } from '../events.js';
import { firstStrikeDice } from '../battle/dice.js';
import { chosenRetreatError } from '../battle/retreat.js';
import { attachedLeaders, leaderEscapeError, leavesBattlefield } from '../battle/leaders.js';
import { terrainLossEvents } from '../battle/terrain-loss.js';
import { afterAdvance, applyRetreat, bonusOrEnd, enteredTerrain, proceed, push, type Resolution } from '../battle/resolve.js';
import { targetCheck } from '../battle/targets.js';
import { battleDice } from '../battle/dice.js';
import { fieldPlayFor } from '../rules/grants.js';
import { isLeader } from '../rules/queries.js';
import { accept, reject, type Decision } from '../rules/rejection.js';
import type { BattleChoice, GameState, PendingBattle } from '../state.js';

type D = Decision<GameEvent>;

function start(state: GameState, section: Section): Resolution {
  return { state, events: [], section };
}

function declaredEvent(state: GameState, section: Section, attackerId: string, targetId: string, bonus: boolean): { events: GameEvent[]; window: boolean } | D {
  const attacker = state.units[attackerId]!;
  const target = state.units[targetId]!;
  let dice: number;
  let diceNotes: string[];
  let closeCombat: boolean;
  if (bonus) {
    ({ dice, notes: diceNotes } = battleDice(state, attacker, target, true));
    closeCombat = true;
  } else {
    const check = targetCheck(state, attacker, target);
    if (!check.ok) return reject(check.code, check.message);
    ({ dice, notes: diceNotes, closeCombat } = check);
  }
  const defender = otherArmy(attacker.army);
  const holdsFirstStrike = state.armies[defender].hand.some((c) => state.cards[c] === 'first-strike');
  // A lone leader has no dice to strike first with.
  const window = closeCombat && !isLeader(target) && (state.options.firstStrikeWindow === 'every-close-combat' || holdsFirstStrike);
  return { events: [{ type: 'BattleDeclared', army: attacker.army, section, attackerId, targetId, dice, diceNotes, closeCombat, firstStrikeWindow: window, bonus }], window };
}

export function decideDeclareBattle(state: GameState, cmd: Extract<GameCommand, { type: 'DeclareBattle' }>): D {
  const ts = state.turnState;
  const attacker = state.units[cmd.attackerId];
  const target = state.units[cmd.targetId];
  if (!attacker || attacker.eliminated || attacker.army !== state.activeArmy) {
    return reject('battle/bad_attacker', `${cmd.attackerId} is not a unit of the active army on the battlefield.`);
  }
  const order = ts.orders[attacker.id];
  if (!order) return reject('battle/not_ordered', `Unit ${attacker.id} has no order this turn; only ordered units battle.`);
  if (order.section !== cmd.section) return reject('battle/other_field_general', `Unit ${attacker.id} was ordered by the ${order.section} Field General; he resolves its battle.`);
  if (isLeader(attacker)) return reject('battle/leader_alone', 'A leader does not battle on his own.');
  if (ts.mayNotBattle.includes(attacker.id)) return reject('battle/may_not_battle', `Unit ${attacker.id} may not battle this turn (Initiative banner or crossed swords).`);
  const play = order.source === 'field-card' ? fieldPlayFor(state, order.section) : undefined;
  const allowed = play?.kind === 'darken-the-sky' ? 2 : 1;
  if ((ts.battled[attacker.id] ?? 0) >= allowed) {
    return reject('battle/already_battled', `Unit ${attacker.id} has already battled ${allowed === 2 ? 'twice (Darken the Sky)' : 'this turn'}.`);
  }
  if (!target || target.eliminated || target.army === attacker.army) {
    return reject('battle/bad_target', `${cmd.targetId} is not an enemy unit on the battlefield.`);
  }
  // "When units in two sections are ordered to battle the same enemy unit, the Field
  // Commanders must coordinate to determine the order of attacks": one at a time.
  const busy = Object.entries(ts.battles).find(([, b]) => b && b.targetId === target.id);
  if (busy) return reject('battle/target_in_battle', `${target.id} is already under attack in the ${busy[0]} section; resolve that battle first (the Field Generals coordinate the order of attacks).`);
  const declared = declaredEvent(state, cmd.section, attacker.id, target.id, false);
  if ('ok' in declared) return declared;
  const r = start(state, cmd.section);
  push(r, declared.events);
  if (!declared.window) proceed(r, 'attack');
  return accept(r.events);
}

function pending(state: GameState, section: Section): PendingBattle | D {
  const b = state.turnState.battles[section];
  if (!b) return reject('battle/none_pending', `No battle is waiting in the ${section} section.`);
  return b;
}

export function decidePlayFirstStrike(state: GameState, cmd: Extract<GameCommand, { type: 'PlayFirstStrike' }>): D {
  const b = pending(state, cmd.section);
  if ('ok' in b) return b;
  const defender = otherArmy(state.activeArmy);
  if (!state.armies[defender].hand.includes(cmd.cardId) || state.cards[cmd.cardId] !== 'first-strike') {
    return reject('card/not_in_hand', `Card ${cmd.cardId} is not a First Strike card in the defending Overall Commander's hand.`);
  }
  const dice = firstStrikeDice(state, state.units[b.targetId]!, state.units[b.attackerId]!);
  const r = start(state, cmd.section);
  push(r, [{ type: 'FirstStrikePlayed', army: defender, section: cmd.section, cardId: cmd.cardId, dice }]);
  proceed(r, 'first-strike');
  return accept(r.events);
}

export function decideDeclineFirstStrike(state: GameState, cmd: Extract<GameCommand, { type: 'DeclineFirstStrike' }>): D {
  const b = pending(state, cmd.section);
  if ('ok' in b) return b;
  const r = start(state, cmd.section);
  push(r, [{ type: 'FirstStrikeDeclined', army: otherArmy(state.activeArmy), section: cmd.section }]);
  proceed(r, 'attack');
  return accept(r.events);
}

// --- The battle's choices ------------------------------------------------------------------

const CHOICE_OF: Record<'ChooseRetreat' | 'ChooseEvade' | 'ChooseMomentum' | 'ChooseMomentumMove' | 'ChooseBonusCombat' | 'ChooseLeaderEscape', BattleChoice['kind']> = {
  ChooseRetreat: 'retreat',
  ChooseEvade: 'evade',
  ChooseMomentum: 'momentum',
  ChooseMomentumMove: 'momentum-move',
  ChooseBonusCombat: 'bonus-combat',
  ChooseLeaderEscape: 'leader-escape',
};

const CHOICE_TEXT: Record<BattleChoice['kind'], string> = {
  retreat: 'a retreat path',
  evade: 'whether to evade',
  momentum: 'whether to advance into the hex the enemy left',
  'momentum-move': 'whether to move one more hex after the advance',
  'bonus-combat': 'the bonus close combat',
  'leader-escape': "a leader's escape route",
};

/** The choice the battle waits for, if it is the one this command answers. */
export function awaitedChoice(state: GameState, command: GameCommand): BattleChoice | D {
  const section = (command as { section: Section }).section;
  const awaiting = state.turnState.battles[section]?.awaiting;
  const kind = CHOICE_OF[command.type as keyof typeof CHOICE_OF];
  if (!awaiting) return reject('battle/no_choice_pending', `The battle in the ${section} section waits for no choice.`);
  if (awaiting.kind !== kind) return reject('battle/other_choice_pending', `The battle in the ${section} section waits for ${CHOICE_TEXT[awaiting.kind]}, not ${CHOICE_TEXT[kind]}.`);
  return awaiting;
}

/** The awaited choice of this kind, or the refusal (no choice, or another one pending). */
function awaitedOf<K extends BattleChoice['kind']>(state: GameState, cmd: GameCommand, kind: K): Extract<BattleChoice, { kind: K }> | D {
  const choice = awaitedChoice(state, cmd);
  if ('ok' in choice) return choice;
  if (choice.kind !== kind) return reject('battle/other_choice_pending', 'This battle waits for another choice.');
  return choice as Extract<BattleChoice, { kind: K }>;
}

export function decideChooseRetreat(state: GameState, cmd: Extract<GameCommand, { type: 'ChooseRetreat' }>): D {
  const choice = awaitedOf(state, cmd, 'retreat');
  if ('ok' in choice) return choice;
  const unit = state.units[choice.unitId]!;
  const err = chosenRetreatError(state, unit, cmd.path, choice.paths);
  if (err) return reject('battle/bad_retreat', `Retreat refused: ${err} (core rules, Retreats).`);
  const b = state.turnState.battles[cmd.section]!;
  const r = start(state, cmd.section);
  if (applyRetreat(r, choice, cmd.path.map((h) => ({ col: h.col, row: h.row })), b.stage)) proceed(r, b.stage);
  return accept(r.events);
}

export function decideChooseEvade(state: GameState, cmd: Extract<GameCommand, { type: 'ChooseEvade' }>): D {
  const choice = awaitedOf(state, cmd, 'evade');
  if ('ok' in choice) return choice;
  const r = start(state, cmd.section);
  if (!cmd.evade) {
    push(r, [{ type: 'EvadeDecided', section: cmd.section, unitId: choice.unitId, evade: false, path: [] }]);
    proceed(r, 'attack');
    return accept(r.events);
  }
  const path = cmd.path ?? (choice.paths.length === 1 ? choice.paths[0]! : null);
  if (!path) return reject('battle/evade_path_required', `Name the evade path: the unit may end on ${choice.paths.map((p) => formatHex(p[p.length - 1]!)).join(' or ')}.`);
  const unit = state.units[choice.unitId]!;
  const err = chosenRetreatError(state, unit, path, choice.paths);
  if (err) return reject('battle/bad_evade', `Evade refused: ${err} (core rules, Evade: 2 hexes toward its own side, 1 only when no other way).`);
  // The attacker rolls before the unit moves away (core rules, "Evade").
  push(r, [{ type: 'EvadeDecided', section: cmd.section, unitId: unit.id, evade: true, path: path.map((h) => ({ col: h.col, row: h.row })) }]);
  proceed(r, 'attack');
  return accept(r.events);
}

export function decideChooseMomentum(state: GameState, cmd: Extract<GameCommand, { type: 'ChooseMomentum' }>): D {
  const choice = awaitedOf(state, cmd, 'momentum');
  if ('ok' in choice) return choice;
  const r = start(state, cmd.section);
  if (!cmd.advance) {
    push(r, [{ type: 'MomentumDeclined', section: cmd.section, unitId: choice.unitId }]);
    proceed(r, 'end');
    return accept(r.events);
  }
  push(r, [{ type: 'MomentumAdvanced', section: cmd.section, unitId: choice.unitId, hex: { ...choice.hex } }]);
  // Expansion 2: a unit that advances onto a marsh hex rolls for block loss.
  const leaders = attachedLeaders(r.state, r.state.units[choice.unitId]!).map((l) => l.id);
  if (!enteredTerrain(r, choice.unitId, [choice.hex], leaders, 'end')) return accept(r.events);
  if (r.state.winner || r.state.units[choice.unitId]!.eliminated) proceed(r, 'end');
  else afterAdvance(r);
  return accept(r.events);
}

export function decideChooseMomentumMove(state: GameState, cmd: Extract<GameCommand, { type: 'ChooseMomentumMove' }>): D {
  const choice = awaitedOf(state, cmd, 'momentum-move');
  if ('ok' in choice) return choice;
  if (cmd.hex && !choice.hexes.some((h) => h.col === cmd.hex!.col && h.row === cmd.hex!.row)) {
    return reject('battle/bad_momentum_move', `After its advance the unit may move one more hex, to ${choice.hexes.map(formatHex).join(', ')}, or stay (core rules, Momentum Advance).`);
  }
  const r = start(state, cmd.section);
  push(r, [{ type: 'MomentumMoved', section: cmd.section, unitId: choice.unitId, hex: cmd.hex ? { col: cmd.hex.col, row: cmd.hex.row } : null }]);
  const leaders = attachedLeaders(r.state, r.state.units[choice.unitId]!).map((l) => l.id);
  if (cmd.hex && !enteredTerrain(r, choice.unitId, [cmd.hex], leaders, 'end')) return accept(r.events);
  if (r.state.winner || r.state.units[choice.unitId]!.eliminated) proceed(r, 'end');
  else bonusOrEnd(r);
  return accept(r.events);
}

export function decideChooseBonusCombat(state: GameState, cmd: Extract<GameCommand, { type: 'ChooseBonusCombat' }>): D {
  const choice = awaitedOf(state, cmd, 'bonus-combat');
  if ('ok' in choice) return choice;
  const r = start(state, cmd.section);
  if (cmd.targetId === null) {
    push(r, [{ type: 'BonusCombatDeclined', section: cmd.section, unitId: choice.unitId }]);
    proceed(r, 'end');
    return accept(r.events);
  }
  if (!choice.targets.includes(cmd.targetId)) {
    return reject('battle/bad_bonus_target', `The bonus close combat is against an adjacent enemy unit: ${choice.targets.join(', ')}; not ${cmd.targetId}.`);
  }
  const declared = declaredEvent(state, cmd.section, choice.unitId, cmd.targetId, true);
  if ('ok' in declared) return declared;
  push(r, declared.events);
  if (!declared.window) proceed(r, 'attack');
  return accept(r.events);
}

export function decideChooseLeaderEscape(state: GameState, cmd: Extract<GameCommand, { type: 'ChooseLeaderEscape' }>): D {
  const choice = awaitedOf(state, cmd, 'leader-escape');
  if ('ok' in choice) return choice;
  const err = leaderEscapeError(state, state.units[choice.unitId]!, cmd.path, choice.paths);
  if (err) return reject('battle/bad_leader_escape', `The leader evades 1 to 3 hexes toward his own side: ${err} (core rules, Leader Evade).`);
  const offered = cmd.path.map((h) => ({ col: h.col, row: h.row }));
  const b = state.turnState.battles[cmd.section]!;
  const r = start(state, cmd.section);
  push(r, [{ type: 'LeaderEscaped', section: cmd.section, leaderId: choice.unitId, path: offered }]);
  // Off the battlefield on his own side: out of the game, no banner (the movement page).
  if (leavesBattlefield(offered)) push(r, [{ type: 'UnitEliminated', unitId: choice.unitId, army: state.units[choice.unitId]!.army, reason: 'left-battlefield' }]);
  else push(r, terrainLossEvents(r.state, choice.unitId, offered));
  if (!r.state.winner) proceed(r, b.stage);
  return accept(r.events);
}
