// Step 3 (battle): each Field General declares his ordered units' battles one at a time;
// the defender's Overall Commander has a First Strike window on close combat; the server
// rolls the dice; the outcome is reported and recorded (epic-ancients-rules.txt, "Battle",
// "Special Army Command Cards"). Hit tables are not enforced yet: the attacking Field
// General reports blocks lost and retreats, and the log keeps the dice beside them.
import { areAdjacent, formatHex, otherArmy, type Section } from '../board/hex.js';
import type { Casualty, GameCommand } from '../commands.js';
import type { BattleRoller, GameEvent } from '../events.js';
import { retreatPathError } from './orders.js';
import { withEliminations } from '../rules/casualties.js';
import { fieldPlayFor } from '../rules/grants.js';
import { isLeader, leadersAt } from '../rules/queries.js';
import { diceText, rollDice } from '../rules/random.js';
import { accept, reject, type Decision } from '../rules/rejection.js';
import type { GameState, PendingBattle } from '../state.js';
import { UNIT_TYPES } from '../units/catalog.js';

type D = Decision<GameEvent>;
const MAX_DICE = 12;

function rollFor(state: GameState, section: Section, roller: BattleRoller, unitId: string, dice: number): GameEvent {
  const { faces, random } = rollDice(state.random, dice);
  return { type: 'BattleDiceRolled', section, roller, unitId, faces, random };
}

function validDice(n: unknown): n is number {
  return Number.isInteger(n) && (n as number) >= 1 && (n as number) <= MAX_DICE;
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
  if (!target || target.eliminated || target.army === attacker.army || isLeader(target)) {
    return reject('battle/bad_target', `${cmd.targetId} is not an enemy unit on the battlefield.`);
  }
  if (!validDice(cmd.dice)) return reject('battle/bad_dice', `Battle dice must be a whole number from 1 to ${MAX_DICE}.`);
  // "When units in two sections are ordered to battle the same enemy unit, the Field
  // Commanders must coordinate to determine the order of attacks": one at a time.
  const busy = Object.entries(ts.battles).find(([, b]) => b && b.targetId === target.id);
  if (busy) return reject('battle/target_in_battle', `${target.id} is already under attack in the ${busy[0]} section; resolve that battle first (the Field Generals coordinate the order of attacks).`);
  const closeCombat = areAdjacent(attacker.hex, target.hex);
  if (!closeCombat && !UNIT_TYPES[attacker.type].ranged) {
    return reject('battle/not_ranged', `${attacker.id} (${UNIT_TYPES[attacker.type].name}) cannot battle at range: only units that can fire battle an enemy that is not adjacent.`);
  }
  const defender = otherArmy(attacker.army);
  const holdsFirstStrike = state.armies[defender].hand.some((c) => state.cards[c] === 'first-strike');
  const window = closeCombat && (state.options.firstStrikeWindow === 'every-close-combat' || holdsFirstStrike);
  const events: GameEvent[] = [{ type: 'BattleDeclared', army: attacker.army, section: cmd.section, attackerId: attacker.id, targetId: target.id, dice: cmd.dice, closeCombat, firstStrikeWindow: window }];
  if (!window) events.push(rollFor(state, cmd.section, 'attacker', attacker.id, cmd.dice));
  return accept(events);
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
  if (!validDice(cmd.dice)) return reject('battle/bad_dice', `Battle dice must be a whole number from 1 to ${MAX_DICE}.`);
  // "the defending unit, when playing the First Strike card, will battle with two additional dice first."
  return accept([
    { type: 'FirstStrikePlayed', army: defender, section: cmd.section, cardId: cmd.cardId, dice: cmd.dice },
    rollFor(state, cmd.section, 'first-strike', b.targetId, cmd.dice + 2),
  ]);
}

export function decideDeclineFirstStrike(state: GameState, cmd: Extract<GameCommand, { type: 'DeclineFirstStrike' }>): D {
  const b = pending(state, cmd.section);
  if ('ok' in b) return b;
  return accept([
    { type: 'FirstStrikeDeclined', army: otherArmy(state.activeArmy), section: cmd.section },
    rollFor(state, cmd.section, 'attacker', b.attackerId, b.dice),
  ]);
}

export function decideReportBattleOutcome(state: GameState, cmd: Extract<GameCommand, { type: 'ReportBattleOutcome' }>): D {
  const b = pending(state, cmd.section);
  if ('ok' in b) return b;
  // The attacker's roll hits the target; First Strike and battle back hit the attacker.
  const hitId = b.roller === 'attacker' ? b.targetId : b.attackerId;
  const hit = state.units[hitId]!;
  const allowedIds = new Set([hitId, ...leadersAt(state, hit.hex, hit.army).map((l) => l.id)]);
  if (!Array.isArray(cmd.casualties)) return reject('battle/bad_outcome', 'The outcome lists casualties: [{unitId, blocksLost, retreat?}].');
  const seen = new Set<string>();
  for (const c of cmd.casualties as Casualty[]) {
    if (!c || typeof c.unitId !== 'string' || !allowedIds.has(c.unitId)) {
      return reject('battle/bad_casualty', `This roll can only hit ${hitId} or a leader with it; ${c?.unitId ?? '?'} is not in this battle.`);
    }
    if (seen.has(c.unitId)) return reject('battle/bad_casualty', `${c.unitId} is listed twice.`);
    seen.add(c.unitId);
    const u = state.units[c.unitId]!;
    if (!Number.isInteger(c.blocksLost) || c.blocksLost < 0 || c.blocksLost > u.blocks) {
      return reject('battle/bad_casualty', `${c.unitId} has ${u.blocks} block${u.blocks === 1 ? '' : 's'}; blocks lost must be a whole number from 0 to ${u.blocks}.`);
    }
    // A battle die shows one face (command-deck.md, "The battle die"): it scores at most one
    // hit, or one flag, and a flag that cannot be retreated costs one block. So the unit rolled
    // against loses at most one block per die of this roll. A leader's loss comes from his own
    // casualty check, not from these dice, so his entry is not counted here.
    if (c.unitId === hitId && c.blocksLost > b.faces.length) {
      return reject('battle/losses_exceed_dice', `The roll had ${diceText(b.faces.length)}; each die scores at most one hit or one flag, so ${c.unitId} can lose at most ${b.faces.length} block${b.faces.length === 1 ? '' : 's'} to it, not ${c.blocksLost}.`);
    }
    if (c.retreat && c.retreat.length > 0) {
      if (c.unitId !== hitId) return reject('battle/bad_retreat', 'Only the unit that was rolled against retreats; its leader goes with it.');
      if (c.blocksLost >= u.blocks) return reject('battle/bad_retreat', `${c.unitId} is eliminated and cannot retreat.`);
      const err = retreatPathError(state, u, c.retreat);
      if (err) return reject('battle/bad_retreat', `Retreat refused: ${err}.`);
    }
  }
  if (cmd.battleBackDice !== undefined && (b.roller !== 'attacker' || !b.closeCombat || !validDice(cmd.battleBackDice))) {
    return reject('battle/bad_battle_back', `Battle back follows the attacker's roll in a close combat, with 1 to ${MAX_DICE} dice.`);
  }
  const casualties = (cmd.casualties as Casualty[]).map((c) => ({ unitId: c.unitId, blocksLost: c.blocksLost, retreat: (c.retreat ?? []).map((h) => ({ col: h.col, row: h.row })) }));
  const hitCasualty = casualties.find((c) => c.unitId === hitId);
  const hitSurvivesInPlace = !hitCasualty || (hitCasualty.blocksLost < hit.blocks && hitCasualty.retreat.length === 0);
  let followUp: BattleRoller | null = null;
  if (b.roller === 'first-strike' && hitSurvivesInPlace) followUp = 'attacker';
  if (b.roller === 'attacker' && cmd.battleBackDice && hitSurvivesInPlace) followUp = 'battle-back';

  const reported: GameEvent = { type: 'BattleOutcomeReported', army: state.activeArmy, section: cmd.section, roller: b.roller, casualties, followUp };
  const events = withEliminations(state, [reported], casualties.map((c) => c.unitId));
  if (events.some((e) => e.type === 'GameWon')) return accept(events);
  if (followUp === 'attacker') events.push(rollFor(state, cmd.section, 'attacker', b.attackerId, b.dice));
  if (followUp === 'battle-back') events.push(rollFor(state, cmd.section, 'battle-back', b.targetId, cmd.battleBackDice!));
  return accept(events);
}
