// Step 4 (draw): "Once all the actions ... are completed, the cards are collected and
// discarded. The Overall Commander then draws two new Command cards ... unless doing so
// would give him more cards than his original Command Card number" (then one).
// First Strike's replacement and the empty-deck reshuffle are rules options
// (command-deck.md, unverified points).
import { otherArmy, SECTIONS, type ArmyId, type Section } from '../board/hex.js';
import { hexesMoved } from '../battle/dice.js';
import { targetsOf } from '../battle/targets.js';
import { unitMovement } from '../rules/card-effects.js';
import type { GameCommand } from '../commands.js';
import type { GameEvent } from '../events.js';
import { sectionStepOf } from '../machine.js';
import { shuffle } from '../rules/random.js';
import { accept, reject, type Decision } from '../rules/rejection.js';
import type { GameState, UnitState } from '../state.js';
import { UNIT_TYPES } from '../units/catalog.js';

type D = Decision<GameEvent>;

/** How many cards the turn draw gives: two, or one when two would exceed the Command number. */
export function turnDrawCount(handSize: number, commandNumber: number): number {
  return Math.max(0, Math.min(2, commandNumber - handSize));
}

/** The deck, discards and generator as the draw step goes along (no state folding needed). */
interface Piles {
  deck: string[];
  discards: string[];
  random: GameState['random'];
  reshuffle: boolean;
}

/** Draw up to `count` cards for `army`, reshuffling the discards into a new deck if it runs out. */
function drawEvents(piles: Piles, army: ArmyId, count: number, reason: 'turn-draw' | 'first-strike-replacement'): GameEvent[] {
  const events: GameEvent[] = [];
  let drawn: string[] = [];
  for (let i = 0; i < count; i++) {
    if (piles.deck.length === 0) {
      if (!piles.reshuffle || piles.discards.length === 0) break;
      if (drawn.length > 0) events.push({ type: 'CommandCardsDrawn', army, cardIds: drawn, reason });
      drawn = [];
      const { items, random } = shuffle(piles.discards, piles.random);
      events.push({ type: 'DeckReshuffled', deckOrder: items, random, reason: 'deck-empty' });
      Object.assign(piles, { deck: items, discards: [], random });
    }
    drawn.push(piles.deck[0]!);
    piles.deck = piles.deck.slice(1);
  }
  if (drawn.length > 0) events.push({ type: 'CommandCardsDrawn', army, cardIds: drawn, reason });
  return events;
}

/** An army's hand size once the draws among `events` are made. A function of the module, not
 *  a named closure made per call (tsx's keepNames names each such closure as it is made). */
function handSizeAfter(state: GameState, events: readonly GameEvent[], a: ArmyId): number {
  return state.armies[a].hand.length + events.reduce((n, e) => n + (e.type === 'CommandCardsDrawn' && e.army === a ? e.cardIds.length : 0), 0);
}

function endOfTurnEvents(state: GameState): GameEvent[] {
  const ts = state.turnState;
  const army = state.activeArmy;
  const played = [...ts.plays.flatMap((p) => p.cardIds), ...ts.reactionCards];
  const events: GameEvent[] = [{ type: 'CommandCardsDiscarded', cardIds: played }];
  const piles: Piles = { deck: state.deck, discards: [...state.discards, ...played], random: state.random, reshuffle: state.options.reshuffleWhenDeckEmpty };
  if (ts.reshuffleAfterTurn) {
    // I Am Spartacus: "after it is resolved, the deck and discards are reshuffled".
    const { items, random } = shuffle([...piles.deck, ...piles.discards], piles.random);
    events.push({ type: 'DeckReshuffled', deckOrder: items, random, reason: 'i-am-spartacus' });
    Object.assign(piles, { deck: items, discards: [], random });
  }
  if (state.options.firstStrikeReplacementDraw) {
    for (const fsArmy of ts.firstStrikeDraws) {
      if (handSizeAfter(state, events, fsArmy) < state.armies[fsArmy].commandNumber) events.push(...drawEvents(piles, fsArmy, 1, 'first-strike-replacement'));
    }
  }
  events.push(...drawEvents(piles, army, turnDrawCount(handSizeAfter(state, events, army), state.armies[army].commandNumber), 'turn-draw'));
  events.push({ type: 'TurnEnded', army, turn: state.turn, nextArmy: otherArmy(army) });
  return events;
}

export function decideEndBattles(state: GameState, cmd: Extract<GameCommand, { type: 'EndBattles' }>): D {
  const charger = unmadeCharge(state, cmd.section);
  if (charger) {
    return reject('battle/charge_must_close', `${charger.id} (${UNIT_TYPES[charger.type].name}) moved ${hexesMoved(state, charger)} hexes: it charged and must close combat before the battles end (the battle page: "Warriors moving two hexes must engage in Close Combat"; Double Time: warriors moving 2 or 3 "must close combat").`);
  }
  const ended: GameEvent = { type: 'SectionBattlesEnded', army: state.activeArmy, section: cmd.section };
  const othersDone = SECTIONS.filter((s) => s !== cmd.section).every((s) => sectionStepOf(state.step, s) === 'done');
  if (!othersDone) return accept([ended]);
  return accept([ended, ...endOfTurnEvents(state)]);
}

/** A unit of the section that moved farther than it may and still choose not to battle (warriors
 *  moving two: a charge), has not battled, and has an enemy it can close with. */
export function unmadeCharge(state: GameState, section: Section): UnitState | undefined {
  const ts = state.turnState;
  for (const id in ts.orders) {
    if (ts.orders[id]!.section !== section || (ts.battled[id] ?? 0) > 0) continue;
    const unit = state.units[id];
    // Only warriors charge (their own move of 2, or Double Time's 2 or 3).
    if (!unit || unit.eliminated || UNIT_TYPES[unit.type].chargeMovement === null) continue;
    const m = unitMovement(state, unit);
    if (m.chargeMovement === null || hexesMoved(state, unit) <= m.battleAfterMove) continue;
    if (targetsOf(state, unit).some((t) => t.check.closeCombat)) return unit;
  }
  return undefined;
}
