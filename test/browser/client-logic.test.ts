// The client's own logic, without a browser: what a Field General's orders allow, what a click
// on the board sends or selects, which hexes a planned path may enter next, and which join
// refusals end the reconnecting. Views come from the engine's viewFor, as the client rebuilds
// them (client/src/game/view.ts).
import { describe, expect, it } from 'vitest';
import { allowanceFor } from '../../client/src/game/allowance.js';
import { actionableUnits, boardClicks, plannedPath } from '../../client/src/game/board-clicks.js';
import { finalRefusal } from '../../client/src/game/connection.js';
import { NO_INTERACTION, type Interaction } from '../../client/src/game/interaction.js';
import { seatOptions } from '../../client/src/game/options.js';
import type { ClientView } from '../../client/src/game/view.js';
import type { GameCommand } from '../../engine/commands.js';
import type { DieFace } from '../../engine/rules/random.js';
import { DEMO_SCENARIOS } from '../../engine/scenario/demo/index.js';
import type { GameState } from '../../engine/state.js';
import { viewFor } from '../../engine/view.js';
import { act, startState } from '../../engine/sim/drive.js';

const start = (deckOrder: string[], dice: DieFace[] = []): GameState => startState({ scenario: DEMO_SCENARIOS['vellara-ford']!, players: 8, seed: 'client-logic', forced: { deckOrder, dice } });

function view(s: GameState, seatId: string): ClientView {
  return { ...viewFor(s, { kind: 'seat', seatId }), presence: [], spectators: 0, seedRevealed: '' };
}

/** Clicks a unit on a seat's board; returns what was sent and the new interaction. */
function click(s: GameState, seatId: string, unitId: string, from: Interaction = NO_INTERACTION) {
  const v = view(s, seatId);
  const sent: GameCommand[] = [];
  let next = from;
  boardClicks(v, seatOptions(v), from, (i) => (next = i), (c) => sent.push(c)).onUnit(unitId);
  return { sent, next };
}

const HAND = ['order-three-left#1', 'order-three-left#2', 'order-two-center#1', 'leadership-any-section#1', 'rally#1', 'order-light-troops#1', 'line-command#1', 'double-time#1'];

describe('what a Field General is told his orders allow', () => {
  it('an Inspired pair doubles the card; a two-section Leadership is shared and counted together', () => {
    let s = start(HAND);
    s = act(s, 'south:oc', { type: 'IssueFieldCard', cardId: 'order-three-left#1' });
    s = act(s, 'south:oc', { type: 'IssueFieldCard', cardId: 'order-three-left#2' });
    expect(allowanceFor(view(s, 'south:left'), 'left')).toEqual({ text: 'Order Three Units Left ×2, Inspired Field General: order up to 6 units or leaders in your section.', used: 0, max: 6 });

    let t = start(HAND);
    t = act(t, 'south:oc', { type: 'IssueFieldCard', cardId: 'order-three-left#1' });
    t = act(t, 'south:oc', { type: 'IssueFieldCard', cardId: 'leadership-any-section#1', sections: ['center', 'right'] });
    t = act(t, 'south:oc', { type: 'CompleteCommandStep', visit: null });
    t = act(t, 'south:center', { type: 'OrderUnit', section: 'center', unitId: 'a8' });
    const right = allowanceFor(view(t, 'south:right'), 'right')!;
    expect(right.text).toBe('Leadership Any Section: order up to 4 units or leaders over the sections it reaches (shared with Center); with none, one unit of your choice.');
    expect(right).toMatchObject({ used: 1, max: 4 });
  });

  it('an Army card gives each general his share; without a card there is nothing to allow', () => {
    let s = start(HAND);
    s = act(s, 'south:oc', { type: 'PlayArmyCard', cardId: 'order-light-troops#1', allocation: { left: 2, center: 0, right: 1 } });
    expect(allowanceFor(view(s, 'south:left'), 'left')).toMatchObject({ text: 'Order Light Troops (Army Command 8): your share is 2 light units.', used: 0, max: 2 });
    expect(allowanceFor(view(s, 'south:center'), 'center')).toMatchObject({ max: 0 });
    expect(allowanceFor(view(start(HAND), 'south:left'), 'left')).toBeNull();
  });
});

describe('a click on the board', () => {
  it('orders a unit of his section in the order step, and picks the unit to move in the move step', () => {
    let s = start(HAND);
    s = act(s, 'south:oc', { type: 'IssueFieldCard', cardId: 'order-three-left#1' });
    s = act(s, 'south:oc', { type: 'CompleteCommandStep', visit: 'left' });
    expect(click(s, 'south:left', 'a4').sent).toEqual([{ type: 'OrderUnit', section: 'left', unitId: 'a4' }]);
    s = act(s, 'south:left', { type: 'OrderUnit', section: 'left', unitId: 'a4' });
    s = act(s, 'south:left', { type: 'EndOrders', section: 'left' });
    const { sent, next } = click(s, 'south:left', 'a4');
    expect(sent).toEqual([]);
    expect(next).toMatchObject({ selected: 'a4', pathFor: 'move', path: [] });
    // The next hexes of the move: the free neighbours of (3,6).
    const v = view(s, 'south:left');
    expect(plannedPath(v, next).targets.map((h) => `${h.col},${h.row}`).sort()).toEqual(['2,5', '2,6', '3,5', '3,7', '4,6'].sort());
    expect(plannedPath(v, { ...next, path: [{ col: 3, row: 5 }] }).drawn).toEqual([{ col: 3, row: 6 }, { col: 3, row: 5 }]);
    // Once his moves are ended the plan is no longer drawn.
    const ended = act(s, 'south:left', { type: 'EndMoves', section: 'left' });
    expect(plannedPath(view(ended, 'south:left'), { ...next, path: [{ col: 3, row: 5 }] })).toEqual({ targets: [], drawn: [] });
  });

  it('applies the crossed swords to the clicked unit, and starts a banner retreat with the suggested path', () => {
    const swords = act(act(start(HAND, ['swords']), 'south:oc', { type: 'IssueFieldCard', cardId: 'order-three-left#1' }), 'south:oc', { type: 'CompleteCommandStep', visit: null });
    const rolled = act(swords, 'south:right', { type: 'RollInitiative', section: 'right' });
    expect(rolled.turnState.initiative.right?.outcome).toBe('block-loss');
    expect(click(rolled, 'south:right', 'a16').sent).toEqual([{ type: 'ApplyInitiativeBlockLoss', section: 'right', unitId: 'a16' }]);

    const banner = act(act(act(start(HAND, ['banner']), 'south:oc', { type: 'IssueFieldCard', cardId: 'order-three-left#1' }), 'south:oc', { type: 'CompleteCommandStep', visit: null }), 'south:right', { type: 'RollInitiative', section: 'right' });
    const { sent, next } = click(banner, 'south:right', 'a16');
    expect(sent).toEqual([]);
    expect(next).toMatchObject({ selected: 'a16', pathFor: 'initiative-retreat', path: [{ col: 19, row: 7 }, { col: 19, row: 8 }] });
    // A retreat goes one row nearer the unit's own side each hex, onto free hexes only.
    const targets = plannedPath(view(banner, 'south:right'), { ...next, path: [] }).targets.map((h) => `${h.col},${h.row}`);
    expect(targets).toEqual(['19,7']);
  });

  it('under Rally a click rallies the unit; in the battle step it picks attacker and target', () => {
    let s = start(HAND);
    s = { ...s, units: { ...s.units, a4: { ...s.units.a4!, blocks: 2 } } };
    s = act(s, 'south:oc', { type: 'PlayArmyCard', cardId: 'rally#1' });
    expect(click(s, 'south:left', 'a4').sent).toEqual([{ type: 'RallyUnit', section: 'left', unitId: 'a4' }]);

    let b = act(act(start(HAND), 'south:oc', { type: 'IssueFieldCard', cardId: 'order-three-left#1' }), 'south:oc', { type: 'CompleteCommandStep', visit: null });
    b = act(b, 'south:left', { type: 'OrderUnit', section: 'left', unitId: 'a4' });
    for (const sec of ['left', 'center', 'right'] as const) b = act(act(b, `south:${sec}`, { type: 'EndOrders', section: sec }), `south:${sec}`, { type: 'EndMoves', section: sec });
    const own = click(b, 'south:left', 'a4');
    expect(own).toMatchObject({ sent: [], next: { attacker: 'a4', target: null } });
    expect(click(b, 'south:left', 't4', own.next)).toMatchObject({ sent: [], next: { attacker: 'a4', target: 't4' } });
  });
});

describe('the units marked as actionable', () => {
  it('are those the engine lets this seat order now: his section only, none for the Overall Commander', () => {
    let s = start(HAND);
    s = act(s, 'south:oc', { type: 'IssueFieldCard', cardId: 'order-three-left#1' });
    s = act(s, 'south:oc', { type: 'CompleteCommandStep', visit: null });
    const left = view(s, 'south:left');
    const ids = actionableUnits(seatOptions(left));
    expect(ids.sort()).toEqual(['a1', 'a18', 'a2', 'a3', 'a4', 'a5', 'a6'].sort());
    expect(actionableUnits(seatOptions(view(s, 'south:oc')))).toEqual([]);
    expect(actionableUnits(seatOptions(view(s, 'north:left')))).toEqual([]);
  });
});

describe('which join refusals are final (connection.ts)', () => {
  it("reads the code and the referee's sentence of a voided game, a bad token, a missing token", () => {
    expect(finalRefusal('join/game_void: This game was voided: the tournament organizer re-paired its round, so it no longer counts.')).toEqual({
      code: 'join/game_void',
      message: 'This game was voided: the tournament organizer re-paired its round, so it no longer counts.',
    });
    expect(finalRefusal('join/bad_token: this invite token does not open a seat in this game.')).toEqual({ code: 'join/bad_token', message: 'this invite token does not open a seat in this game.' });
    expect(finalRefusal('join/token_required: join with your invite token: { token }.')?.code).toBe('join/token_required');
    expect(finalRefusal('join/bad_options: a join takes only { token }; it also had "seat".')?.code).toBe('join/bad_options');
    expect(finalRefusal('join/link_revoked: this seat link was revoked: the entrant who minted it dropped from the tournament.')?.code).toBe('join/link_revoked');
    // A page older than the referee: reloading it, not joining again, mends that.
    expect(finalRefusal("join/client_outdated: this page was made for another version of the referee (its game state schema 0badc0de, the referee's 12345678); reload the page.")?.code).toBe('join/client_outdated');
  });

  it('reads a game the referee does not know as final (game/unknown), with its sentence', () => {
    expect(finalRefusal('game/unknown: There is no game "NOPE" on this referee: check the link (it may be mistyped or cut short).')).toEqual({
      code: 'game/unknown',
      message: 'There is no game "NOPE" on this referee: check the link (it may be mistyped or cut short).',
    });
  });

  it('retries everything else (a dropped network, a room not found while the referee restarts)', () => {
    expect(finalRefusal('room "abc" not found')).toBeNull();
    expect(finalRefusal('All endpoints failed to respond')).toBeNull();
    expect(finalRefusal('join/game_voided: not a code the referee sends')).toBeNull();
  });
});
