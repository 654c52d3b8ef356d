// Property tests (fast-check): random legal games never break the invariants.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOnBoard, SECTIONS, type ArmyId } from './board/hex.js';
import { TERRAIN, terrainAt } from './terrain/catalog.js';
import type { GameCommand, SeatedCommand } from './commands.js';
import type { GameEvent } from './events.js';
import { decide } from './decide/index.js';
import { decideStartGame } from './decide/setup.js';
import { evolveAll, replay } from './evolve.js';
import { fieldCardsCounted } from './rules/plays.js';
import { chooseCommand, Dice, randomStart } from './sim/random-game.js';
import { seededRandom } from './rules/random.js';
import type { GameState } from './state.js';
import { viewFor } from './view.js';

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o as object)) deepFreeze(v);
  }
  return o;
}

function allCards(s: GameState): string[] {
  return [
    ...s.deck,
    ...s.discards,
    ...s.armies.north.hand,
    ...s.armies.south.hand,
    ...s.turnState.plays.flatMap((p) => p.cardIds),
    ...s.turnState.reactionCards,
  ];
}

/** Card ids and secrets a seat may not see, as JSON string tokens. */
function hiddenTokens(s: GameState, seatId: string): string[] {
  const seat = s.seats.find((x) => x.id === seatId)!;
  const hidden = [...s.deck];
  for (const army of ['north', 'south'] as ArmyId[]) {
    const own = army === seat.army && seat.roles.includes('overall-commander');
    if (!own) hidden.push(...s.armies[army].hand);
  }
  // A card shown among last turn's public plays may since have been reshuffled into the
  // deck or drawn again: its id is public, and the view does not say where it is now.
  const shown = new Set([...s.armies.north.lastTurnPlays, ...s.armies.south.lastTurnPlays].flatMap((p) => p.cardIds));
  const tokens = hidden.filter((c) => !shown.has(c)).map((c) => JSON.stringify(c));
  if (s.deck.length >= 2) tokens.push(JSON.stringify(s.deck.slice(0, 2)).slice(1, -1)); // the deck order
  return [...tokens, JSON.stringify(s.seed)];
}

function battleInvariants(s: GameState, events: readonly GameEvent[]): void {
  const units = Object.values(s.units);
  const hexes = new Set<string>();
  const leaderHexes = new Set<string>();
  for (const u of units) {
    expect(u.blocks).toBeGreaterThanOrEqual(0);
    if (u.eliminated) continue;
    expect(u.blocks).toBeGreaterThan(0);
    expect(isOnBoard(u.hex)).toBe(true);
    expect(TERRAIN[terrainAt(s.scenario, u.hex)].impassable(u.type)).toBe(false);
    const key = `${u.hex.col},${u.hex.row}`;
    const set = u.type === 'leader' ? leaderHexes : hexes;
    expect(set.has(key)).toBe(false);
    set.add(key);
  }
  // Units that left the battlefield (an evading war machine's crew, a leader off his own edge)
  // give no banner.
  const left = new Set(events.flatMap((e) => (e.type === 'UnitEliminated' && e.reason === 'left-battlefield' ? [e.unitId] : [])));
  for (const army of ['north', 'south'] as ArmyId[]) {
    const lost = units.filter((u) => u.eliminated && u.army !== army && !left.has(u.id)).length;
    expect(s.armies[army].banners).toBe(lost);
  }
}

const SEAT_SAMPLE = ['south:oc', 'south:left', 'north:oc', 'north:right'];

const junkCommand: fc.Arbitrary<GameCommand> = fc.oneof(
  fc.record({ type: fc.constant('IssueFieldCard' as const), cardId: fc.constantFrom('order-two-left#1', 'line-command#2', 'nope', 'first-strike#1'), sections: fc.subarray([...SECTIONS]) }),
  fc.record({ type: fc.constant('PlayArmyCard' as const), cardId: fc.constantFrom('order-light-troops#1', 'rally#1', 'order-two-left#1'), allocation: fc.record({ left: fc.integer({ min: -1, max: 9 }), center: fc.integer({ min: 0, max: 9 }), right: fc.integer({ min: 0, max: 9 }) }) }),
  fc.record({ type: fc.constantFrom('OrderUnit' as const), section: fc.constantFrom(...SECTIONS), unitId: fc.constantFrom('a1', 'a6', 't9', 'zz') }),
  fc.record({ type: fc.constant('MoveUnit' as const), section: fc.constantFrom(...SECTIONS), unitId: fc.constantFrom('a1', 't3'), path: fc.array(fc.record({ col: fc.integer({ min: -1, max: 26 }), row: fc.integer({ min: -1, max: 9 }) }), { maxLength: 3 }) }),
  fc.record({ type: fc.constant('DeclareBattle' as const), section: fc.constantFrom(...SECTIONS), attackerId: fc.constantFrom('a1', 't1'), targetId: fc.constantFrom('t1', 'a1'), dice: fc.integer({ min: -1, max: 20 }) }),
  fc.record({ type: fc.constantFrom('EndOrders' as const, 'EndMoves' as const, 'EndBattles' as const, 'RollInitiative' as const, 'DeclineFirstStrike' as const), section: fc.constantFrom(...SECTIONS) }),
  fc.record({ type: fc.constant('CompleteCommandStep' as const), visit: fc.constantFrom(null, 'left' as const) }),
);

describe('random legal games', () => {
  it('keep every invariant, and replaying the log gives the live state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom(8, 6, 4, 2), fc.array(junkCommand, { minLength: 5, maxLength: 20 }), fc.constantFrom(...SEAT_SAMPLE), (n, players, junk, junkSeat) => {
        const seed = `property-seed-${n}-xyzzy`;
        const start = decideStartGame(randomStart(seed, players as 8 | 6 | 4 | 2));
        if (!start.ok) throw new Error(start.rejection.message);
        const events = [...start.events];
        let state = replay(events);
        const total = allCards(state).length;
        const dice = new Dice(seededRandom(`player:${seed}`));
        for (let i = 0; i < 250; i++) {
          // A rejected command changes nothing (the state is frozen: any mutation throws).
          const frozen = deepFreeze(state);
          const seatId = players === 8 ? junkSeat : frozen.seats[i % frozen.seats.length]!.id;
          const probe: SeatedCommand = { seat: seatId, command: junk[i % junk.length]! };
          const before = JSON.stringify(frozen);
          const d = decide(frozen, probe);
          if (!d.ok) expect(JSON.stringify(frozen)).toBe(before);

          const cmd = chooseCommand(frozen, dice);
          if (!cmd) break;
          const decision = decide(frozen, cmd);
          if (!decision.ok) throw new Error(`legal command refused: ${decision.rejection.code}`);
          events.push(...decision.events);
          state = evolveAll(frozen, decision.events);

          // Card count conservation, no card in two places.
          const cards = allCards(state);
          expect(cards.length).toBe(total);
          expect(new Set(cards).size).toBe(total);
          // Never Field and Army cards in one turn; at most 3 Field cards counted.
          const classes = new Set(state.turnState.plays.map((p) => p.cardClass));
          expect(classes.size).toBeLessThanOrEqual(1);
          expect(fieldCardsCounted(state.turnState.plays)).toBeLessThanOrEqual(3);
          // Hand never above the Command card number after the draw.
          for (const e of decision.events) {
            if (e.type === 'TurnEnded') expect(state.armies[e.army].hand.length).toBeLessThanOrEqual(state.armies[e.army].commandNumber);
          }
          // No player view holds a hidden card, the deck order or the seed.
          if (i % 10 === 0) {
            for (const seat of state.seats) {
              const json = JSON.stringify(viewFor(state, { kind: 'seat', seatId: seat.id }));
              for (const token of hiddenTokens(state, seat.id)) expect(json).not.toContain(token);
            }
            const spectator = JSON.stringify(viewFor(state, { kind: 'spectator' }));
            expect(spectator).not.toContain(JSON.stringify(state.seed));
            const shown = new Set([...state.armies.north.lastTurnPlays, ...state.armies.south.lastTurnPlays].flatMap((p) => p.cardIds));
            for (const c of [...state.deck, ...state.armies.north.hand, ...state.armies.south.hand]) if (!shown.has(c)) expect(spectator).not.toContain(JSON.stringify(c));
          }
          // The battle (issue 16): blocks never below zero, no two units (or two leaders) in a
          // hex, none off the board or on impassable terrain, and banners equal the enemy units
          // and leaders eliminated (plus Initiative eliminations, which give banners by default).
          battleInvariants(state, events);
          // Every accepted command re-decided from the state before it gives the same events.
          expect(decide(frozen, cmd)).toEqual(decision);
          if (state.winner) break;
        }
        expect(replay(events)).toEqual(state);
      }),
      { numRuns: 25, seed: 20261122 },
    );
  }, 300_000);
});
