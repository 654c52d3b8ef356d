import { describe, expect, it } from 'vitest';
import { checkFromView, commandOptions, explainOptions, stateFromView, viewCommandOptions, type CommandOption } from './legal.js';
import { act, startState, statesOf } from './sim/drive.js';
import { playRandomGame } from './sim/random-game.js';
import { DEMO_SCENARIOS } from './scenario/demo/index.js';
import type { PlayerCount } from './rules/seating.js';
import type { GameState } from './state.js';
import { viewFor, waitingFor } from './view.js';

const summary = (opts: CommandOption[]) => opts.map((o) => `${JSON.stringify(o.command)} ${o.allowed ? 'ok' : o.rejection!.code} ${o.rejection?.message ?? ''}`);

const start = (seed: string, players: PlayerCount = 8): GameState => startState({ scenario: DEMO_SCENARIOS['vellara-ford']!, players, seed });

/** Replays a recorded random game command by command, calling `check` on each state. */
function walk(seed: string, players: PlayerCount, commands: number, check: (s: GameState) => void): number {
  const game = playRandomGame(seed, commands, players);
  statesOf(game).forEach((s) => check(s));
  return game.commands.length;
}

describe('viewCommandOptions: what a seat may do, from its own view', () => {
  it('agrees with the referee for every waited-on seat and every Overall Commander, at every step of random games', () => {
    let checked = 0;
    for (const [seed, players] of [['legal-view-1', 8], ['legal-view-2', 8], ['legal-view-3', 2], ['legal-view-4', 4]] as const) {
      const n = walk(seed, players, 160, (state) => {
        const seats = new Set([...waitingFor(state).map((w) => w.seatId), ...state.seats.filter((s) => s.roles.includes('overall-commander')).map((s) => s.id)]);
        for (const seat of seats) {
          const fromView = viewCommandOptions(viewFor(state, { kind: 'seat', seatId: seat }));
          expect(summary(fromView), `${seed} v${state.version} ${seat}`).toEqual(summary(commandOptions(state, seat)));
          checked++;
        }
      });
      expect(n).toBeGreaterThan(50);
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('never needs what the seat cannot see: the deck, the other hand and the seed are stand-ins', () => {
    const s = start('legal-view-hidden');
    const view = viewFor(s, { kind: 'seat', seatId: 'north:left' });
    const known = stateFromView(view);
    expect(known.deck).toHaveLength(s.deck.length);
    expect(known.deck.some((c) => s.deck.includes(c))).toBe(false);
    expect(known.armies.south.hand).toHaveLength(8);
    expect(known.armies.south.hand.some((c) => s.armies.south.hand.includes(c))).toBe(false);
    expect(known.seed).toBe('');
    // The south Overall Commander's own hand is his real hand.
    expect(stateFromView(viewFor(s, { kind: 'seat', seatId: 'south:oc' })).armies.south.hand).toEqual(s.armies.south.hand);
  });

  it('spectators and referees have no options', () => {
    const s = start('legal-view-spectator');
    expect(viewCommandOptions(viewFor(s, { kind: 'spectator' }))).toEqual([]);
    expect(viewCommandOptions(viewFor(s, { kind: 'referee' }))).toEqual([]);
    expect(checkFromView(viewFor(s, { kind: 'spectator' }), { type: 'EndOrders', section: 'left' })?.code).toBe('seat/spectator');
  });
});

describe('checkFromView and explainOptions: why a control is disabled', () => {
  it('checkFromView refuses a concrete command exactly as the referee does', () => {
    const s = start('legal-view-check');
    const view = viewFor(s, { kind: 'seat', seatId: 'south:oc' });
    const army = s.armies.south.hand.find((c) => /^order-(light|medium|heavy)-troops|^order-mounted|^move-fire-move|^mounted-charge/.test(c));
    const field = s.armies.south.hand.find((c) => /^order-(two|three|four)-/.test(c))!;
    expect(checkFromView(view, { type: 'IssueFieldCard', cardId: field })).toBeNull();
    expect(checkFromView(view, { type: 'CompleteCommandStep', visit: null })?.code).toBe('command/no_card_played');
    if (army) {
      expect(checkFromView(view, { type: 'PlayArmyCard', cardId: army, allocation: { left: 9, center: 0, right: 0 } })?.code).toBe('card/allocation_exceeds_army_command');
      expect(checkFromView(view, { type: 'PlayArmyCard', cardId: army, allocation: { left: 1, center: 1, right: 1 } })).toBeNull();
    }
    expect(checkFromView(viewFor(s, { kind: 'seat', seatId: 'north:oc' }), { type: 'CompleteCommandStep', visit: null })?.code).toBe('seat/not_your_turn');
  });

  it('explainOptions gives the allowed forms of an action, or the reason of its simplest form', () => {
    let s = start('legal-view-explain');
    const hand = s.armies.south.hand;
    const section = hand.find((c) => /^order-(two|three|four)-/.test(c))!;
    s = act(s, 'south:oc', { type: 'IssueFieldCard', cardId: section });
    const opts = viewCommandOptions(viewFor(s, { kind: 'seat', seatId: 'south:oc' }));
    const complete = explainOptions(opts, (c) => c.type === 'CompleteCommandStep');
    expect(complete.allowed).toHaveLength(4);
    expect(complete.reason).toBeNull();
    // The Left Field General cannot order or roll during the command step: the step is named.
    const left = viewCommandOptions(viewFor(s, { kind: 'seat', seatId: 'south:left' }));
    const roll = explainOptions(left, (c) => c.type === 'RollInitiative');
    expect(roll.allowed).toEqual([]);
    expect(roll.reason?.code).toBe('step/not_orders');
    // Nothing matches: no reason to give.
    expect(explainOptions(left, () => false)).toEqual({ allowed: [], reason: null });
  });
});
