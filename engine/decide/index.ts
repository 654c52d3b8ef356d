// decide(state, command) → events, or a rejection as data. It checks, in order: the game
// is not over, the command is not stale, the seat exists and holds the role the command
// needs, the turn step allows it, then the rule of the command itself. A rejected command
// changes nothing: decide never mutates its input.
import { otherArmy, SECTIONS, type Section } from '../board/hex.js';
import type { GameCommand, GameCommandType, SeatedCommand } from '../commands.js';
import type { GameEvent } from '../events.js';
import { phaseOf, sectionStepOf, stepAccepts, type Phase, type SectionStep } from '../machine.js';
import { seatById, seatHolds, seatIsFieldGeneral } from '../rules/queries.js';
import { reject, type Decision } from '../rules/rejection.js';
import { ROLE_NAMES, fieldGeneralRole } from '../rules/seating.js';
import type { GameState } from '../state.js';
import { awaitedChoice, decideChooseBonusCombat, decideChooseEvade, decideChooseLeaderEscape, decideChooseMomentum, decideChooseMomentumMove, decideChooseRetreat, decideDeclareBattle, decideDeclineFirstStrike, decidePlayFirstStrike } from './battle.js';
import { decideCompleteCommandStep, decideIssueFieldCard, decidePlayArmyCard } from './command-step.js';
import { decideEndBattles } from './draw.js';
import { decideEndMoves, decideMoveAfterFire, decideMoveUnit } from './movement.js';
import { decideEndOrders, decideInitiativeBlockLoss, decideInitiativeRetreat, decideOrderUnit, decideRallyUnit, decideRollInitiative } from './orders.js';

type D = Decision<GameEvent>;
/** `battle-chooser`: the Field General who owns the unit a battle choice is about (of either
 *  army: a defender chooses his own unit's retreat). */
type Actor = 'active-overall-commander' | 'active-field-general' | 'defending-overall-commander' | 'battle-chooser';

interface CommandRule {
  actor: Actor;
  phase: Phase;
  /** For Field General commands: the step his section must be in. */
  sectionStep?: SectionStep;
  handler: (state: GameState, command: never) => D;
}

export const COMMAND_RULES: Record<GameCommandType, CommandRule> = {
  IssueFieldCard: { actor: 'active-overall-commander', phase: 'command', handler: decideIssueFieldCard },
  CompleteCommandStep: { actor: 'active-overall-commander', phase: 'command', handler: decideCompleteCommandStep },
  PlayArmyCard: { actor: 'active-overall-commander', phase: 'command', handler: decidePlayArmyCard },
  OrderUnit: { actor: 'active-field-general', phase: 'orders', sectionStep: 'ordering', handler: decideOrderUnit },
  RollInitiative: { actor: 'active-field-general', phase: 'orders', sectionStep: 'ordering', handler: decideRollInitiative },
  ApplyInitiativeRetreat: { actor: 'active-field-general', phase: 'orders', sectionStep: 'ordering', handler: decideInitiativeRetreat },
  ApplyInitiativeBlockLoss: { actor: 'active-field-general', phase: 'orders', sectionStep: 'ordering', handler: decideInitiativeBlockLoss },
  RallyUnit: { actor: 'active-field-general', phase: 'orders', sectionStep: 'ordering', handler: decideRallyUnit },
  EndOrders: { actor: 'active-field-general', phase: 'orders', sectionStep: 'ordering', handler: decideEndOrders },
  MoveUnit: { actor: 'active-field-general', phase: 'orders', sectionStep: 'moving', handler: decideMoveUnit },
  EndMoves: { actor: 'active-field-general', phase: 'orders', sectionStep: 'moving', handler: decideEndMoves },
  DeclareBattle: { actor: 'active-field-general', phase: 'battle', sectionStep: 'choosing', handler: decideDeclareBattle },
  MoveAfterFire: { actor: 'active-field-general', phase: 'battle', sectionStep: 'choosing', handler: decideMoveAfterFire },
  PlayFirstStrike: { actor: 'defending-overall-commander', phase: 'battle', sectionStep: 'firstStrikeWindow', handler: decidePlayFirstStrike },
  DeclineFirstStrike: { actor: 'defending-overall-commander', phase: 'battle', sectionStep: 'firstStrikeWindow', handler: decideDeclineFirstStrike },
  ChooseRetreat: { actor: 'battle-chooser', phase: 'battle', sectionStep: 'resolving', handler: decideChooseRetreat },
  ChooseEvade: { actor: 'battle-chooser', phase: 'battle', sectionStep: 'resolving', handler: decideChooseEvade },
  ChooseMomentum: { actor: 'battle-chooser', phase: 'battle', sectionStep: 'resolving', handler: decideChooseMomentum },
  ChooseMomentumMove: { actor: 'battle-chooser', phase: 'battle', sectionStep: 'resolving', handler: decideChooseMomentumMove },
  ChooseBonusCombat: { actor: 'battle-chooser', phase: 'battle', sectionStep: 'resolving', handler: decideChooseBonusCombat },
  ChooseLeaderEscape: { actor: 'battle-chooser', phase: 'battle', sectionStep: 'resolving', handler: decideChooseLeaderEscape },
  EndBattles: { actor: 'active-field-general', phase: 'battle', sectionStep: 'choosing', handler: decideEndBattles },
};

const PHASE_TEXT: Record<Phase, string> = {
  command: 'the command step (the Overall Commander issuing cards)',
  orders: 'the order and move step',
  battle: 'the battle step',
  draw: 'the draw step',
  gameOver: 'the end of the game',
};

const STEP_TEXT: Record<SectionStep, string> = {
  ordering: 'ordering units',
  moving: 'moving units',
  ready: 'done moving and waiting for the other sections',
  choosing: 'choosing battles',
  firstStrikeWindow: "waiting for the defender's First Strike decision",
  resolving: 'resolving a battle',
  done: 'done with battles',
};

function checkActor(state: GameState, input: SeatedCommand, rule: CommandRule): D | null {
  const seat = seatById(state, input.seat);
  if (!seat) return reject('seat/unknown', `There is no seat "${String(input.seat)}" in this game.`);
  const active = state.activeArmy;
  const activeName = state.armies[active].name;
  if (rule.actor === 'battle-chooser') {
    const section = (input.command as { section?: unknown }).section;
    if (!SECTIONS.includes(section as Section)) return reject('command/bad_section', 'This command names the section whose battle it answers: left, center or right.');
    if (sectionStepOf(state.step, section as Section) !== 'resolving') return null; // the step check says why
    const choice = awaitedChoice(state, input.command);
    if ('ok' in choice) return choice;
    if (seat.army !== choice.army || !choice.sections.some((s) => seatIsFieldGeneral(seat, s))) {
      const owner = choice.sections.map((s) => `${state.armies[choice.army].name}'s ${ROLE_NAMES[fieldGeneralRole(s)]}`).join(' or ');
      return reject('seat/not_unit_owner', `${owner} makes this choice for ${choice.unitId}: the Field General who owns a unit answers for it, and nobody else.`);
    }
    return null;
  }
  if (rule.actor === 'defending-overall-commander') {
    if (seat.army !== otherArmy(active) || !seatHolds(seat, 'overall-commander')) {
      return reject('seat/not_defending_overall_commander', "First Strike is played by the defending army's Overall Commander, out of his hand.");
    }
    return null;
  }
  if (seat.army !== active) {
    return reject('seat/not_your_turn', `It is ${activeName}'s turn; seat ${seat.id} belongs to the other army.`);
  }
  if (rule.actor === 'active-overall-commander' && !seatHolds(seat, 'overall-commander')) {
    return reject('seat/not_overall_commander', `Only the Overall Commander holds and plays the Command cards; seat ${seat.id} is ${seat.roles.map((r) => ROLE_NAMES[r]).join(' and ')}.`);
  }
  if (rule.actor === 'active-field-general') {
    const section = (input.command as { section?: unknown }).section;
    if (!SECTIONS.includes(section as Section)) return reject('command/bad_section', 'This command names the section of the Field General acting: left, center or right.');
    if (!seatIsFieldGeneral(seat, section as Section)) {
      return reject('seat/not_field_general', `Seat ${seat.id} is not the ${ROLE_NAMES[fieldGeneralRole(section as Section)]}; each Field General orders only his own section.`);
    }
  }
  return null;
}

function checkStep(state: GameState, command: GameCommand, rule: CommandRule): D | null {
  const phase = phaseOf(state.step);
  if (phase !== rule.phase) {
    return reject(`step/not_${rule.phase}`, `${command.type} belongs to ${PHASE_TEXT[rule.phase]}; the game is in ${PHASE_TEXT[phase]}.`);
  }
  if (rule.sectionStep) {
    const section = (command as { section: Section }).section;
    const step = sectionStepOf(state.step, section);
    if (step !== rule.sectionStep) {
      return reject(`step/section_${step ? step.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) : 'idle'}`, `The ${section} section is ${step ? STEP_TEXT[step] : 'idle'}; ${command.type} needs it to be ${STEP_TEXT[rule.sectionStep]}.`);
    }
  }
  return null;
}

export function decide(state: GameState, input: SeatedCommand): D {
  if (!input || typeof input !== 'object' || !input.command || typeof input.command !== 'object' || typeof input.command.type !== 'string') {
    return reject('command/malformed', 'A command is {"seat": "...", "command": {"type": "...", ...}}.');
  }
  if (state.winner) {
    const w = state.armies[state.winner];
    return reject('game/over', `The game is over: ${w.name} reached ${w.banners} Victory Banner${w.banners === 1 ? '' : 's'}.`);
  }
  if (input.basedOn !== undefined && input.basedOn !== state.version) {
    return reject('command/stale', `This command was made against state ${input.basedOn}, but the game is at ${state.version}; look again and resend.`);
  }
  const rule = COMMAND_RULES[input.command.type as GameCommandType];
  if (!rule) return reject('command/unknown_type', `Unknown command type "${input.command.type}".`);
  const refused = checkActor(state, input, rule) ?? checkStep(state, input.command, rule);
  if (refused) return refused;
  let decision: D;
  try {
    decision = rule.handler(state, input.command as never);
  } catch (err) {
    // Malformed payloads that slipped past the shape checks must never crash the referee.
    return reject('command/malformed', `${input.command.type} could not be read: ${(err as Error).message}.`);
  }
  if (decision.ok && decision.events[0] && !stepAccepts(state.step, decision.events[0])) {
    return reject('engine/step_mismatch', `${input.command.type} is not possible in the current step.`);
  }
  return decision;
}
