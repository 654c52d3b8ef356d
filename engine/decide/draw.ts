// Step 4 (draw): "Once all the actions ... are completed, the cards are collected and
// discarded. The Overall Commander then draws two new Command cards ... unless doing so
// would give him more cards than his original Command Card number" (then one).
// First Strike's replacement and the empty-deck reshuffle are rules options
// (command-deck.md, unverified points).
import { otherArmy, SECTIONS, type ArmyId } from '../board/hex.js';
import type { GameCommand } from '../commands.js';
import type { GameEvent } from '../events.js';
import { evolveAll } from '../evolve.js';
import { sectionStepOf } from '../machine.js';
import { shuffle } from '../rules/random.js';
import { accept, type Decision } from '../rules/rejection.js';
import type { GameState } from '../state.js';

type D = Decision<GameEvent>;

/** How many cards the turn draw gives: two, or one when two would exceed the Command number. */
export function turnDrawCount(handSize: number, commandNumber: number): number {
  return Math.max(0, Math.min(2, commandNumber - handSize));
}

/** Draw `count` cards for `army`, reshuffling the discards into a new deck if it runs out. */
function drawEvents(state: GameState, army: ArmyId, count: number, reason: 'turn-draw' | 'first-strike-replacement'): GameEvent[] {
  const events: GameEvent[] = [];
  let s = state;
  const drawn: string[] = [];
  for (let i = 0; i < count; i++) {
    if (drawn.length >= s.deck.length) {
      if (!s.options.reshuffleWhenDeckEmpty || s.discards.length === 0) break;
      const { items, random } = shuffle(s.discards, s.random);
      const reshuffle: GameEvent = { type: 'DeckReshuffled', deckOrder: items, random, reason: 'deck-empty' };
      if (drawn.length > 0) {
        const part: GameEvent = { type: 'CommandCardsDrawn', army, cardIds: drawn.splice(0), reason };
        events.push(part);
        s = evolveAll(s, [part]);
      }
      events.push(reshuffle);
      s = evolveAll(s, [reshuffle]);
    }
    drawn.push(s.deck[drawn.length]!);
  }
  if (drawn.length > 0) events.push({ type: 'CommandCardsDrawn', army, cardIds: drawn, reason });
  return events;
}

function endOfTurnEvents(state: GameState): GameEvent[] {
  const ts = state.turnState;
  const army = state.activeArmy;
  const played = [...ts.plays.flatMap((p) => p.cardIds), ...ts.reactionCards];
  let events: GameEvent[] = [{ type: 'CommandCardsDiscarded', cardIds: played }];
  let s = evolveAll(state, events);
  const step = (more: GameEvent[]) => {
    events = [...events, ...more];
    s = evolveAll(s, more);
  };
  if (ts.reshuffleAfterTurn) {
    // I Am Spartacus: "after it is resolved, the deck and discards are reshuffled".
    const { items, random } = shuffle([...s.deck, ...s.discards], s.random);
    step([{ type: 'DeckReshuffled', deckOrder: items, random, reason: 'i-am-spartacus' }]);
  }
  if (s.options.firstStrikeReplacementDraw) {
    for (const fsArmy of ts.firstStrikeDraws) {
      const room = s.armies[fsArmy].commandNumber - s.armies[fsArmy].hand.length;
      if (room > 0) step(drawEvents(s, fsArmy, 1, 'first-strike-replacement'));
    }
  }
  const n = turnDrawCount(s.armies[army].hand.length, s.armies[army].commandNumber);
  step(drawEvents(s, army, n, 'turn-draw'));
  step([{ type: 'TurnEnded', army, turn: s.turn, nextArmy: otherArmy(army) }]);
  return events;
}

export function decideEndBattles(state: GameState, cmd: Extract<GameCommand, { type: 'EndBattles' }>): D {
  const ended: GameEvent = { type: 'SectionBattlesEnded', army: state.activeArmy, section: cmd.section };
  const othersDone = SECTIONS.filter((s) => s !== cmd.section).every((s) => sectionStepOf(state.step, s) === 'done');
  if (!othersDone) return accept([ended]);
  return accept([ended, ...endOfTurnEvents(evolveAll(state, [ended]))]);
}
