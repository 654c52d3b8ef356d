// legalCommands(state, seat): what this seat may do now, for the client to offer. Every
// candidate is put through decide itself, so the list can never disagree with the referee;
// commandOptions also returns the refused candidates with their reasons, so the client can
// show them disabled with the rule on hover. Commands with free parameters (an allocation,
// a path, dice, casualties) are offered as templates with neutral values.
import type { StateValue } from 'xstate';
import { hexDistance, neighbours, otherArmy, SECTIONS, type ArmyId, type Section } from './board/hex.js';
import { reachableHexes } from './battle/movement.js';
import { isLoneLeader, targetCheck } from './battle/targets.js';
import { sectionStepOf } from './machine.js';
import type { Seat } from './rules/seating.js';
import { cardDef, isCardKind, type CardKind } from './cards/catalog.js';
import type { GameCommand, SeatedCommand } from './commands.js';
import { decide } from './decide/index.js';
import { copyablePlays } from './rules/plays.js';
import { inSection, isHexBlocked, isLeader, liveUnits, seatById, seatHolds, seatIsFieldGeneral } from './rules/queries.js';
import type { Rejection } from './rules/rejection.js';
import { seededRandom } from './rules/random.js';
import type { GameState, Play } from './state.js';
import { suggestRetreat } from './decide/orders.js';
import { UNIT_TYPES, fireRange } from './units/catalog.js';
import type { GameView, PlayView } from './view.js';

export interface CommandOption {
  command: GameCommand;
  allowed: boolean;
  rejection?: Rejection;
}

const SPANS: Section[][] = [['left'], ['center'], ['right'], ['left', 'center'], ['center', 'right'], ['left', 'center', 'right']];

function overallCommanderCandidates(state: GameState, army: 'north' | 'south'): GameCommand[] {
  const out: GameCommand[] = [];
  const copies = army === state.activeArmy ? copyablePlays(state).map((_, i) => ({ play: i })) : [];
  for (const cardId of state.armies[army].hand) {
    const kind = state.cards[cardId]!;
    if (kind === 'first-strike') {
      for (const s of SECTIONS) out.push({ type: 'PlayFirstStrike', cardId, section: s });
      continue;
    }
    const def = cardDef(kind);
    if (kind === 'counter-attack') {
      for (const copy of copies) {
        for (const sections of SPANS) out.push({ type: 'IssueFieldCard', cardId, sections, copy });
        out.push({ type: 'PlayArmyCard', cardId, allocation: { left: 0, center: 0, right: 0 }, copy });
      }
      if (copies.length === 0) out.push({ type: 'PlayArmyCard', cardId, allocation: { left: 0, center: 0, right: 0 } });
      continue;
    }
    if (def.class === 'field') {
      const spans = def.reach.kind === 'section' ? [[def.reach.section]] : def.reach.kind === 'fixed' ? [def.reach.sections] : SPANS;
      for (const sections of spans) out.push({ type: 'IssueFieldCard', cardId, sections });
    } else if (def.effect.kind === 'dice') {
      out.push({ type: 'PlayArmyCard', cardId });
    } else {
      out.push({ type: 'PlayArmyCard', cardId, allocation: { left: 0, center: 0, right: 0 } });
    }
  }
  out.push({ type: 'CompleteCommandStep', visit: null });
  for (const s of SECTIONS) out.push({ type: 'CompleteCommandStep', visit: s });
  for (const s of SECTIONS) out.push({ type: 'DeclineFirstStrike', section: s });
  return out;
}

function fieldGeneralCandidates(state: GameState, section: Section): GameCommand[] {
  const out: GameCommand[] = [];
  const army = state.activeArmy;
  const mine = liveUnits(state, army).filter((u) => inSection(u, section));
  for (const u of mine) out.push({ type: 'OrderUnit', section, unitId: u.id });
  out.push({ type: 'RollInitiative', section });
  for (const u of mine) {
    if (isLeader(u)) continue;
    out.push({ type: 'ApplyInitiativeBlockLoss', section, unitId: u.id });
    out.push({ type: 'ApplyInitiativeRetreat', section, unitId: u.id, path: suggestRetreat(state, u, UNIT_TYPES[u.type].movement) });
    out.push({ type: 'RallyUnit', section, unitId: u.id });
  }
  out.push({ type: 'EndOrders', section });
  const step = sectionStepOf(state.step, section);
  const ordered = Object.entries(state.turnState.orders).filter(([, o]) => o.section === section).map(([id]) => state.units[id]!);
  const enemies = liveUnits(state, otherArmy(army)).filter((e) => !isLeader(e) || isLoneLeader(state, e));
  const moveFireMove = state.turnState.plays.find((p) => p.cardClass === 'army')?.kind === 'move-fire-move';
  for (const u of ordered) {
    if (u.eliminated) continue;
    // Every reachable hex in the move step (the screen shows them); elsewhere one neighbour
    // step, so that a refused move can still say why.
    if (step === 'moving') for (const { path } of reachableHexes(state, u)) out.push({ type: 'MoveUnit', section, unitId: u.id, path });
    else {
      const first = neighbours(u.hex).find((h) => !isHexBlocked(state, h, u));
      if (first) out.push({ type: 'MoveUnit', section, unitId: u.id, path: [first] });
    }
    // Enemies within reach in the battle step (range and sight are the referee's to judge);
    // elsewhere the nearest one, for the reason.
    const reach = Math.max(1, fireRange(u.type, state.options));
    const near = step === 'choosing' ? enemies.filter((e) => hexDistance(e.hex, u.hex) <= reach) : enemies.slice(0, 1);
    for (const e of near) out.push({ type: 'DeclareBattle', section, attackerId: u.id, targetId: e.id });
    // Move-Fire-Move's second move: every reachable hex once the unit has fired.
    if (moveFireMove && step === 'choosing' && (state.turnState.battled[u.id] ?? 0) > 0) {
      for (const { path } of reachableHexes(state, u, state.turnState.movesAfterFire[u.id] ?? [u.hex])) out.push({ type: 'MoveAfterFire', section, unitId: u.id, path });
    }
  }
  out.push({ type: 'EndMoves', section });
  out.push({ type: 'EndBattles', section });
  return out;
}

/** The answers a seat may give to the battle choices waiting for it (any army's seat: a
 *  defender chooses his own unit's retreat or evasion). */
function battleChoiceCandidates(state: GameState, seat: Seat): GameCommand[] {
  const out: GameCommand[] = [];
  for (const section of SECTIONS) {
    const choice = state.turnState.battles[section]?.awaiting;
    if (!choice || choice.army !== seat.army || !choice.sections.some((s) => seatIsFieldGeneral(seat, s))) continue;
    switch (choice.kind) {
      case 'retreat':
        for (const path of choice.paths) out.push({ type: 'ChooseRetreat', section, path });
        break;
      case 'evade':
        out.push({ type: 'ChooseEvade', section, evade: false });
        for (const path of choice.paths) out.push({ type: 'ChooseEvade', section, evade: true, path });
        break;
      case 'momentum':
        out.push({ type: 'ChooseMomentum', section, advance: true }, { type: 'ChooseMomentum', section, advance: false });
        break;
      case 'momentum-move':
        for (const hex of choice.hexes) out.push({ type: 'ChooseMomentumMove', section, hex });
        out.push({ type: 'ChooseMomentumMove', section, hex: null });
        break;
      case 'bonus-combat':
        for (const targetId of choice.targets) out.push({ type: 'ChooseBonusCombat', section, targetId });
        out.push({ type: 'ChooseBonusCombat', section, targetId: null });
        break;
      case 'leader-escape':
        for (const path of choice.paths) out.push({ type: 'ChooseLeaderEscape', section, path });
        break;
    }
  }
  return out;
}

export function commandOptions(state: GameState, seatId: string): CommandOption[] {
  const seat = seatById(state, seatId);
  if (!seat || state.winner) return [];
  const candidates: GameCommand[] = [];
  if (seatHolds(seat, 'overall-commander')) candidates.push(...overallCommanderCandidates(state, seat.army));
  if (seat.army === state.activeArmy) {
    for (const s of SECTIONS) if (seatIsFieldGeneral(seat, s)) candidates.push(...fieldGeneralCandidates(state, s));
  }
  candidates.push(...battleChoiceCandidates(state, seat));
  return candidates.map((command) => {
    const input: SeatedCommand = { seat: seatId, command };
    const d = decide(state, input);
    return d.ok ? { command, allowed: true } : { command, allowed: false, rejection: d.rejection };
  });
}

export function legalCommands(state: GameState, seatId: string): GameCommand[] {
  return commandOptions(state, seatId).filter((o) => o.allowed).map((o) => o.command);
}

// --- What a seat may do, from its own view -------------------------------------------------
// A browser holds only its seat's view (engine/view.ts), never the GameState. The rules that
// decide what a seat may do read only what that seat sees: his own hand, the plays he may
// see, the units, the turn's orders and battles. The rest (the deck order, the other army's
// hand, the generator) changes which events a command produces, never whether it is
// accepted, so stand-ins of the right size serve (legal.test.ts checks the options agree with
// the referee's at every step of random games).

function playFromView(p: PlayView): Play {
  return { cardIds: p.cards.map((c) => c.id), kind: p.kind, cardClass: cardDef(p.kind).class, sections: [...p.sections], inspired: p.inspired, counterAttack: p.counterAttack, ...(p.eligible ? { eligible: [...p.eligible] } : {}) };
}

function stepFromView(view: GameView): StateValue {
  if (view.phase === 'orders' || view.phase === 'battle') {
    const steps: Record<string, string> = {};
    for (const s of SECTIONS) steps[s] = view.sectionSteps[s] ?? (view.phase === 'orders' ? 'ordering' : 'choosing');
    return { [view.phase]: steps };
  }
  return view.phase;
}

/** The game as one seat knows it: its view, with unseen cards as anonymous stand-ins. */
export function stateFromView(view: GameView): GameState {
  const me = view.me;
  const cards: Record<string, CardKind> = {};
  const know = (id: string) => {
    const kind = id.split('#')[0] ?? '';
    if (isCardKind(kind)) cards[id] = kind;
  };
  const hands = {} as Record<ArmyId, string[]>;
  for (const army of ['north', 'south'] as const) {
    const own = me && me.army === army && view.hand ? view.hand.map((c) => c.id) : null;
    hands[army] = own ?? Array.from({ length: view.armies[army].handSize }, (_, i) => `unseen-${army}#${i}`);
  }
  const plays = view.turnState.plays.map(playFromView);
  const lastTurn = (a: ArmyId) => view.armies[a].lastTurnPlays.map(playFromView);
  [...hands.north, ...hands.south, ...plays.flatMap((p) => p.cardIds), ...lastTurn('north').flatMap((p) => p.cardIds), ...lastTurn('south').flatMap((p) => p.cardIds), ...view.discards.map((c) => c.id), ...view.turnState.reactionCards].forEach(know);
  const army = (a: ArmyId) => {
    const v = view.armies[a];
    return { name: v.name, commandNumber: v.commandNumber, victoryBanners: v.victoryBanners, hand: hands[a], banners: v.banners, lastTurnPlays: lastTurn(a) };
  };
  const { plays: _plays, hiddenPlays: _hidden, ...turn } = view.turnState;
  return {
    version: view.version,
    scenario: view.scenario,
    options: view.options,
    seats: view.seats.map((s) => ({ ...s, roles: [...s.roles] })),
    seed: '',
    step: stepFromView(view),
    turn: view.turn,
    activeArmy: view.activeArmy,
    armies: { north: army('north'), south: army('south') },
    cards,
    deck: Array.from({ length: view.deckSize }, (_, i) => `unseen-deck#${i}`),
    discards: view.discards.map((c) => c.id),
    units: Object.fromEntries(view.units.map((u) => [u.id, { ...u, hex: { ...u.hex } }])),
    turnState: { ...turn, plays },
    random: seededRandom('stand-in: a view never holds the generator'),
    winner: view.winner,
  };
}

/** commandOptions for the seat whose view this is (none for spectators and referees). */
export function viewCommandOptions(view: GameView): CommandOption[] {
  if (view.viewer.kind !== 'seat' || !view.me) return [];
  return commandOptions(stateFromView(view), view.me.id);
}

/** Would the referee accept this concrete command from this seat now? The refusal, or null. */
export function checkFromView(view: GameView, command: GameCommand): Rejection | null {
  if (view.viewer.kind !== 'seat' || !view.me) return { code: 'seat/spectator', message: 'Only a seat at the table sends game commands.' };
  const d = decide(stateFromView(view), { seat: view.me.id, command });
  return d.ok ? null : d.rejection;
}

/** Of the options that `pick` selects: the allowed commands, and if none is, why not (the
 *  refusal of the first candidate, the simplest form of the action), for a disabled control. */
export function explainOptions(options: CommandOption[], pick: (c: GameCommand) => boolean): { allowed: GameCommand[]; reason: Rejection | null } {
  const mine = options.filter((o) => pick(o.command));
  const allowed = mine.filter((o) => o.allowed).map((o) => o.command);
  if (allowed.length > 0) return { allowed, reason: null };
  return { allowed, reason: mine[0]?.rejection ?? null };
}

/** The dice a declared battle would roll, with the rule behind each modifier, from a seat's
 *  view (null when the referee would refuse the battle). */
export function battleDiceFromView(view: GameView, command: Extract<GameCommand, { type: 'DeclareBattle' }>): { dice: number; closeCombat: boolean; notes: string[] } | null {
  const state = stateFromView(view);
  const by = state.units[command.attackerId];
  const at = state.units[command.targetId];
  if (!by || !at) return null;
  const check = targetCheck(state, by, at);
  return check.ok ? { dice: check.dice, closeCombat: check.closeCombat, notes: check.notes } : null;
}
