// legalCommands(state, seat): what this seat may do now, for the client to offer. Every
// candidate is put through decide itself, so the list can never disagree with the referee;
// commandOptions also returns the refused candidates with their reasons, so the client can
// show them disabled with the rule on hover. Commands with free parameters (an allocation,
// a path, dice, casualties) are offered as templates with neutral values.
import { neighbours, otherArmy, SECTIONS, type Section } from './board/hex.js';
import { cardDef } from './cards/catalog.js';
import type { GameCommand, SeatedCommand } from './commands.js';
import { decide } from './decide/index.js';
import { copyablePlays } from './rules/plays.js';
import { inSection, isHexBlocked, isLeader, liveUnits, seatById, seatHolds, seatIsFieldGeneral } from './rules/queries.js';
import type { Rejection } from './rules/rejection.js';
import type { GameState } from './state.js';
import { suggestRetreat } from './decide/orders.js';
import { UNIT_TYPES } from './units/catalog.js';

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
      for (const s of SECTIONS) out.push({ type: 'PlayFirstStrike', cardId, section: s, dice: 1 });
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
  const ordered = Object.entries(state.turnState.orders).filter(([, o]) => o.section === section).map(([id]) => state.units[id]!);
  for (const u of ordered) {
    if (u.eliminated) continue;
    for (const hex of neighbours(u.hex)) if (!isHexBlocked(state, hex, u)) out.push({ type: 'MoveUnit', section, unitId: u.id, path: [hex] });
    for (const e of liveUnits(state, otherArmy(army))) if (!isLeader(e)) out.push({ type: 'DeclareBattle', section, attackerId: u.id, targetId: e.id, dice: 1 });
  }
  out.push({ type: 'EndMoves', section });
  out.push({ type: 'ReportBattleOutcome', section, casualties: [] });
  out.push({ type: 'EndBattles', section });
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
  return candidates.map((command) => {
    const input: SeatedCommand = { seat: seatId, command };
    const d = decide(state, input);
    return d.ok ? { command, allowed: true } : { command, allowed: false, rejection: d.rejection };
  });
}

export function legalCommands(state: GameState, seatId: string): GameCommand[] {
  return commandOptions(state, seatId).filter((o) => o.allowed).map((o) => o.command);
}
