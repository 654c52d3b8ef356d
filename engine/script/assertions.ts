// Assertions of the scripted-game format, checked against the state after a step.
import { SECTIONS, type ArmyId } from '../board/hex.js';
import type { GameEvent } from '../events.js';
import { phaseOf, sectionStepOf } from '../machine.js';
import { fieldCardsCounted } from '../rules/plays.js';
import type { GameState } from '../state.js';
import { viewFor, type Viewer } from '../view.js';
import type { Assertion } from './format.js';

const ARMIES: ArmyId[] = ['north', 'south'];

function eq(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && eq([...a].sort(), [...b].sort());
}

/** Deep partial match: every key of the pattern is in the value with a matching value; arrays
 *  match element by element and must have the same length. */
export function matches(value: unknown, pattern: unknown): boolean {
  if (Array.isArray(pattern)) return Array.isArray(value) && value.length === pattern.length && pattern.every((p, i) => matches(value[i], p));
  if (pattern && typeof pattern === 'object') {
    if (!value || typeof value !== 'object') return false;
    return Object.entries(pattern).every(([k, p]) => matches((value as Record<string, unknown>)[k], p));
  }
  return value === pattern;
}

export function checkAssertions(
  state: GameState,
  a: Assertion,
  emitted: GameEvent[],
  legalTypes: (state: GameState, seat: string) => string[],
): string[] {
  const out: string[] = [];
  const check = (what: string, expected: unknown, actual: unknown) => {
    if (!eq(expected, actual)) out.push(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  };
  if (a.activeArmy !== undefined) check('activeArmy', a.activeArmy, state.activeArmy);
  if (a.turn !== undefined) check('turn', a.turn, state.turn);
  if (a.phase !== undefined) check('phase', a.phase, phaseOf(state.step));
  if (a.winner !== undefined) check('winner', a.winner, state.winner);
  if (a.deckSize !== undefined) check('deckSize', a.deckSize, state.deck.length);
  if (a.discardSize !== undefined) check('discardSize', a.discardSize, state.discards.length);
  if (a.fieldCardsCounted !== undefined) check('fieldCardsCounted', a.fieldCardsCounted, fieldCardsCounted(state.turnState.plays));
  for (const s of SECTIONS) {
    if (a.sectionSteps && s in a.sectionSteps) check(`sectionSteps.${s}`, a.sectionSteps[s], sectionStepOf(state.step, s));
    const ia = a.initiative?.[s];
    if (ia) {
      const init = state.turnState.initiative[s];
      if (!init) out.push(`initiative.${s}: expected a roll, none made`);
      else {
        if (ia.face !== undefined) check(`initiative.${s}.face`, ia.face, init.face);
        if (ia.outcome !== undefined) check(`initiative.${s}.outcome`, ia.outcome, init.outcome);
        if (ia.resolved !== undefined) check(`initiative.${s}.resolved`, ia.resolved, init.resolved);
      }
    }
  }
  for (const army of ARMIES) {
    const hand = state.armies[army].hand;
    if (a.handSize?.[army] !== undefined) check(`handSize.${army}`, a.handSize[army], hand.length);
    if (a.armyCommand?.[army] !== undefined) check(`armyCommand.${army}`, a.armyCommand[army], hand.length);
    if (a.banners?.[army] !== undefined) check(`banners.${army}`, a.banners[army], state.armies[army].banners);
    const exact = a.hand?.[army];
    if (exact && !sameSet(exact, hand)) out.push(`hand.${army}: expected ${JSON.stringify([...exact].sort())}, got ${JSON.stringify([...hand].sort())}`);
    for (const c of a.handIncludes?.[army] ?? []) if (!hand.includes(c)) out.push(`handIncludes.${army}: ${c} is not in hand`);
    if (a.drawn?.[army] !== undefined) {
      const n = emitted.filter((e) => e.type === 'CommandCardsDrawn' && e.army === army).reduce((k, e) => k + (e.type === 'CommandCardsDrawn' ? e.cardIds.length : 0), 0);
      check(`drawn.${army}`, a.drawn[army], n);
    }
  }
  if (a.ordered) {
    const ordered = Object.keys(state.turnState.orders);
    if (!sameSet(a.ordered, ordered)) out.push(`ordered: expected ${JSON.stringify([...a.ordered].sort())}, got ${JSON.stringify(ordered.sort())}`);
  }
  for (const [id, u] of Object.entries(a.units ?? {})) {
    const unit = state.units[id];
    if (!unit) { out.push(`units.${id}: no such unit`); continue; }
    if (u.blocks !== undefined) check(`units.${id}.blocks`, u.blocks, unit.blocks);
    if (u.hex !== undefined) check(`units.${id}.hex`, u.hex, unit.hex);
    if (u.eliminated !== undefined) check(`units.${id}.eliminated`, u.eliminated, unit.eliminated);
  }
  for (const [id, trail] of Object.entries(a.trail ?? {})) check(`trail.${id}`, trail, state.turnState.trails[id] ?? []);
  if (a.emitted) check('emitted', a.emitted, emitted.map((e) => e.type));
  if (a.emittedIncludes) {
    let i = 0;
    for (const e of emitted) if (e.type === a.emittedIncludes[i]) i++;
    if (i < a.emittedIncludes.length) out.push(`emittedIncludes: ${a.emittedIncludes[i]} not emitted in order (emitted ${emitted.map((e) => e.type).join(', ')})`);
  }
  if (a.events) {
    let i = 0;
    for (const e of emitted) if (i < a.events.length && matches(e, a.events[i])) i++;
    if (i < a.events.length) out.push(`events: no emitted event matches ${JSON.stringify(a.events[i])} in order (emitted ${emitted.map((e) => e.type).join(', ')})`);
  }
  for (const pattern of a.eventsExclude ?? []) {
    const hit = emitted.find((e) => matches(e, pattern));
    if (hit) out.push(`eventsExclude: ${JSON.stringify(hit)} matches ${JSON.stringify(pattern)}`);
  }
  for (const [seat, v] of Object.entries(a.visibleTo ?? {})) {
    if (!state.seats.some((s) => s.id === seat)) { out.push(`visibleTo.${seat}: no such seat`); continue; }
    const view = viewFor(state, { kind: 'seat', seatId: seat });
    if (v.hand !== undefined) check(`visibleTo.${seat}.hand`, v.hand, view.hand !== null);
    if (v.handSize !== undefined) check(`visibleTo.${seat}.handSize`, v.handSize, view.hand?.length ?? null);
    if (v.plays !== undefined) check(`visibleTo.${seat}.plays`, v.plays, view.turnState.plays.length);
    if (v.hiddenPlays !== undefined) check(`visibleTo.${seat}.hiddenPlays`, v.hiddenPlays, view.turnState.hiddenPlays);
  }
  for (const [who, v] of Object.entries(a.view ?? {})) out.push(...checkView(state, who, v));
  const playsOf = (plays: GameState['turnState']['plays']) => plays.map((p) => ({ kind: p.kind, sections: p.sections, counterAttack: p.counterAttack, inspired: p.inspired, cards: p.cardIds }));
  if (a.plays) checkPlays('plays', a.plays, playsOf(state.turnState.plays), out);
  for (const army of ARMIES) if (a.lastTurnPlays?.[army]) checkPlays(`lastTurnPlays.${army}`, a.lastTurnPlays[army]!, playsOf(state.armies[army].lastTurnPlays), out);
  if (a.mayNotBattle && !sameSet(a.mayNotBattle, state.turnState.mayNotBattle)) out.push(`mayNotBattle: expected ${JSON.stringify([...a.mayNotBattle].sort())}, got ${JSON.stringify([...state.turnState.mayNotBattle].sort())}`);
  const inPlay = [...state.turnState.plays.flatMap((p) => p.cardIds), ...state.turnState.reactionCards];
  if (a.cardsInPlay && !sameSet(a.cardsInPlay, inPlay)) out.push(`cardsInPlay: expected ${JSON.stringify([...a.cardsInPlay].sort())}, got ${JSON.stringify([...inPlay].sort())}`);
  if (a.totalCards !== undefined) check('totalCards', a.totalCards, state.deck.length + state.discards.length + state.armies.north.hand.length + state.armies.south.hand.length + inPlay.length);
  for (const [seat, l] of Object.entries(a.legal ?? {})) {
    const types = legalTypes(state, seat);
    for (const t of l.includes ?? []) if (!types.includes(t)) out.push(`legal.${seat}: ${t} is not offered (offered: ${[...new Set(types)].join(', ') || 'nothing'})`);
    for (const t of l.excludes ?? []) if (types.includes(t)) out.push(`legal.${seat}: ${t} is offered but should not be`);
  }
  return out;
}

type ViewAssertion = NonNullable<Assertion['view']>[string];
type PlayPattern = NonNullable<Assertion['plays']>[number];

function checkPlays(what: string, expected: PlayPattern[], actual: unknown[], out: string[]): void {
  if (expected.length !== actual.length || !expected.every((p, i) => matches(actual[i], p))) out.push(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

/** Secrets a viewer may not see, as JSON string tokens: the deck order, the seed, the
 *  generator, and card ids in hands he does not hold (unless shown among last turn's plays). */
function secretTokens(state: GameState, viewer: Viewer): string[] {
  if (viewer.kind === 'referee') return [];
  const seat = viewer.kind === 'seat' ? state.seats.find((s) => s.id === viewer.seatId) : undefined;
  const hidden = [...state.deck];
  for (const army of ARMIES) if (!(seat && seat.army === army && seat.roles.includes('overall-commander'))) hidden.push(...state.armies[army].hand);
  const shown = new Set([...state.armies.north.lastTurnPlays, ...state.armies.south.lastTurnPlays].flatMap((p) => p.cardIds));
  const tokens = hidden.filter((c) => !shown.has(c)).map((c) => JSON.stringify(c));
  tokens.push(JSON.stringify(state.seed));
  if (state.random.source === 'seeded') tokens.push(JSON.stringify(state.random.s));
  return tokens;
}

function checkView(state: GameState, who: string, v: ViewAssertion): string[] {
  const out: string[] = [];
  const viewer: Viewer = who === 'referee' ? { kind: 'referee' } : who === 'spectator' ? { kind: 'spectator' } : { kind: 'seat', seatId: who };
  if (viewer.kind === 'seat' && !state.seats.some((s) => s.id === who)) return [`view.${who}: no such seat`];
  const view = viewFor(state, viewer);
  const check = (what: string, expected: unknown, actual: unknown) => {
    if (!eq(expected, actual)) out.push(`view.${who}.${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  };
  if (v.handSize !== undefined) check('handSize', v.handSize, view.hand?.length ?? null);
  if (v.hand !== undefined && !sameSet(v.hand, (view.hand ?? []).map((c) => c.id))) out.push(`view.${who}.hand: expected ${JSON.stringify([...v.hand].sort())}, got ${JSON.stringify((view.hand ?? []).map((c) => c.id).sort())}`);
  for (const army of ARMIES) if (v.handSizes?.[army] !== undefined) check(`handSizes.${army}`, v.handSizes[army], view.armies[army].handSize);
  if (v.plays) checkPlays(`view.${who}.plays`, v.plays, view.turnState.plays.map((p) => ({ kind: p.kind, sections: p.sections, counterAttack: p.counterAttack, inspired: p.inspired, cards: p.cards.map((c) => c.id) })), out);
  if (v.hiddenPlays !== undefined) check('hiddenPlays', v.hiddenPlays, view.turnState.hiddenPlays);
  if (v.waitingFor !== undefined && !sameSet(v.waitingFor, [...new Set(view.waitingFor.map((w) => w.seatId))])) out.push(`view.${who}.waitingFor: expected ${JSON.stringify([...v.waitingFor].sort())}, got ${JSON.stringify([...new Set(view.waitingFor.map((w) => w.seatId))].sort())}`);
  if (v.noSecrets !== undefined) {
    const json = JSON.stringify(view);
    const leaked = secretTokens(state, viewer).filter((t) => json.includes(t));
    const hasSecrets = leaked.length > 0 || view.referee !== null;
    if (v.noSecrets === hasSecrets) out.push(`view.${who}.noSecrets: expected ${v.noSecrets ? 'no secret' : 'secrets'}, ${hasSecrets ? `found ${leaked.slice(0, 3).join(', ') || 'the referee part'}` : 'found none'}`);
  }
  return out;
}
